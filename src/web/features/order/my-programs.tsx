import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import type { Enrolment } from '../../../domain/learner-orders.ts';
import { buttonClass } from '../../components/button.tsx';
import { cn } from '../../lib/cn.ts';
import { orderPagePath } from './order-api.ts';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

/** The programs the signed-in learner is enrolled in, each with the order that paid for it. */
export function MyPrograms({ enrolments }: { enrolments: Enrolment[] }) {
  if (enrolments.length === 0) {
    return (
      <section className="mt-8 flex flex-col items-center rounded-card border border-line bg-white px-6 py-14 text-center shadow-card">
        <GraduationCap aria-hidden className="size-10 text-brand-300" />
        <p className="mt-4 text-lg font-semibold text-ink">
          You are not enrolled in a program yet.
        </p>
        <Link to="/programs" className={cn(buttonClass.primary, 'mt-6')}>
          Browse programs
        </Link>
      </section>
    );
  }
  return (
    <ul className="mt-8 grid gap-4 md:grid-cols-2" aria-label="Programs">
      {enrolments.map((enrolment) => (
        <li
          key={`${enrolment.order_number}|${enrolment.program}`}
          className="flex flex-col gap-3 rounded-card border border-line bg-white p-5 shadow-card"
        >
          <div className="flex items-start justify-between gap-3">
            <h2 className="text-lg font-bold text-brand-950">
              {enrolment.path ? (
                <Link to={enrolment.path} className="underline-offset-2 hover:underline">
                  {enrolment.program}
                </Link>
              ) : (
                enrolment.program
              )}
            </h2>
            <span className="shrink-0 rounded-full bg-success-50 px-2.5 py-0.5 text-xs font-bold text-success-700">
              Enrolled
            </span>
          </div>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">Plan</dt>
            <dd className="text-ink">{enrolment.plan}</dd>
            <dt className="text-muted">Started</dt>
            <dd className="text-ink">{dateFormat.format(new Date(enrolment.started_at))}</dd>
            <dt className="text-muted">Order</dt>
            <dd>
              <Link to={orderPagePath(enrolment.order_number)} className={linkClass}>
                {enrolment.order_number}
              </Link>
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
