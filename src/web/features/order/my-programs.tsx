import { ArrowRight, GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { formatSessionStart } from '../../../domain/delivery/session-time.ts';
import type { Enrolment } from '../../../domain/learner-orders.ts';
import { higherPlans } from '../../../domain/plan-upgrades.ts';
import { buttonClass } from '../../components/button.tsx';
import { cn } from '../../lib/cn.ts';
import { orderPagePath } from './order-api.ts';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
});
const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

function Progress({ percent }: { percent: number }) {
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label="Modules done"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-brand-100"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
      <span className="text-sm font-bold text-brand-950">{percent}%</span>
    </div>
  );
}

/** The next live session (IST) of a cohort enrolment, or that it is self-paced. */
function NextSession({ enrolment }: { enrolment: Enrolment }) {
  if (enrolment.self_paced) return <dd className="text-ink">Self-paced</dd>;
  if (!enrolment.next_session) return <dd className="text-muted">None scheduled</dd>;
  return (
    <dd className="text-ink">
      <span className="font-semibold">{formatSessionStart(enrolment.next_session.starts_at)}</span>
      {enrolment.next_session.topic ? (
        <span className="block text-muted">{enrolment.next_session.topic}</span>
      ) : null}
    </dd>
  );
}

/**
 * The programs the signed-in learner is enrolled in, each with its next session, progress and
 * space, and the order that paid for it.
 */
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
            <dt className="text-muted">Next session</dt>
            <NextSession enrolment={enrolment} />
            <dt className="text-muted">Plan</dt>
            <dd className="text-ink">
              {enrolment.plan}
              {enrolment.path && higherPlans(enrolment.plan).length > 0 ? (
                <>
                  {' '}
                  <Link
                    to={`${enrolment.path}#plans-section`}
                    aria-label={`Upgrade ${enrolment.program}`}
                    className={cn(linkClass, 'ml-2 text-xs')}
                  >
                    Upgrade
                  </Link>
                </>
              ) : null}
            </dd>
            <dt className="text-muted">Started</dt>
            <dd className="text-ink">{dateFormat.format(new Date(enrolment.started_at))}</dd>
            <dt className="text-muted">Order</dt>
            <dd>
              <Link to={orderPagePath(enrolment.order_number)} className={linkClass}>
                {enrolment.order_number}
              </Link>
            </dd>
            <dt className="text-muted">Progress</dt>
            <dd>
              <Progress percent={enrolment.progress_percent} />
            </dd>
          </dl>
          {enrolment.learn_path ? (
            <Link
              to={enrolment.learn_path}
              aria-label={`Go to your program: ${enrolment.program}`}
              className={cn(buttonClass.primary, 'mt-auto self-start py-2.5 text-sm')}
            >
              Go to your program
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
