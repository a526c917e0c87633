import { Link } from 'react-router';
import { REFUND_POLICY } from '../content/refund-policy-copy.ts';
import { pageMeta } from '../lib/meta.ts';

export const meta = () =>
  pageMeta('Refund and cancellation policy', REFUND_POLICY.lead, {
    path: '/refund-cancellation-policy',
  });

export default function RefundPolicy() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-14">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-950 sm:text-4xl">
        {REFUND_POLICY.title}
      </h1>
      <p className="mt-4 text-lg text-muted">{REFUND_POLICY.lead}</p>
      <ol className="mt-8 space-y-4">
        {REFUND_POLICY.rules.map((rule, index) => (
          <li
            key={rule.heading}
            className="flex gap-4 rounded-card border border-line bg-white p-6 shadow-card"
          >
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-700">
              {index + 1}
            </span>
            <div>
              <h2 className="font-bold text-brand-950">{rule.heading}</h2>
              <p className="mt-1 leading-relaxed text-muted">{rule.body}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-8 leading-relaxed text-ink">
        {REFUND_POLICY.closing}{' '}
        <Link to="/contact" className="font-semibold text-brand-700 hover:underline">
          Contact us
        </Link>
        .
      </p>
    </div>
  );
}
