import { CirclePlay } from 'lucide-react';
import type { LearnerSession } from '../../../domain/learner-space.ts';
import { CardSection } from '../../components/card-section.tsx';
import { cn } from '../../lib/cn.ts';
import { formatSessionStart } from './session-words.ts';

const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

const TAG_TONES = {
  cancelled: 'border-danger-700/30 bg-danger-50 text-danger-700',
  moved: 'border-accent-300 bg-accent-100 text-accent-700',
  webinar: 'border-brand-200 bg-brand-50 text-brand-800',
} as const;

function Tag({ tone, children }: { tone: keyof typeof TAG_TONES; children: string }) {
  return (
    <span
      className={cn(
        'rounded-full border px-2 py-0.5 text-xs font-bold whitespace-nowrap',
        TAG_TONES[tone],
      )}
    >
      {children}
    </span>
  );
}

function SessionRow({ session, past }: { session: LearnerSession; past: boolean }) {
  const cancelled = session.status === 'cancelled';
  return (
    <li className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <p className={cn('font-semibold text-ink', cancelled && 'text-muted line-through')}>
          {formatSessionStart(session.starts_at)}
        </p>
        {session.topic ? <p className="text-sm text-muted">{session.topic}</p> : null}
        {session.change_reason ? (
          <p className="mt-1 text-sm text-ink">
            {cancelled ? 'Cancelled' : 'Moved'}: {session.change_reason}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 items-center gap-2">
        {session.webinar ? <Tag tone="webinar">Premium webinar</Tag> : null}
        {cancelled ? <Tag tone="cancelled">Cancelled</Tag> : null}
        {!cancelled && session.change_reason ? <Tag tone="moved">Moved</Tag> : null}
        {past && !cancelled ? (
          session.recording_url ? (
            <a
              href={session.recording_url}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(linkClass, 'inline-flex items-center gap-1 text-sm')}
            >
              <CirclePlay aria-hidden className="size-4" />
              Recording
            </a>
          ) : (
            <span className="text-sm text-muted">Recording to come</span>
          )
        ) : null}
      </div>
    </li>
  );
}

/** The cohort's sessions: those to come (cancelled and moved ones marked), then past ones, latest first. */
export function SessionSchedule({
  sessions,
  className,
}: {
  sessions: LearnerSession[];
  className?: string;
}) {
  const upcoming = sessions.filter((s) => !s.ended);
  const past = sessions.filter((s) => s.ended).reverse();
  return (
    <CardSection
      headingId="schedule-heading"
      heading="Schedule"
      className={cn('flex flex-col gap-2 p-5 sm:p-6', className)}
    >
      {upcoming.length ? (
        <ul className="divide-y divide-line" aria-label="Sessions to come">
          {upcoming.map((session) => (
            <SessionRow key={session.id} session={session} past={false} />
          ))}
        </ul>
      ) : (
        <p className="text-muted">No sessions to come.</p>
      )}
      {past.length ? (
        <>
          <h3 className="mt-4 font-bold text-ink">Past sessions</h3>
          <ul className="divide-y divide-line" aria-label="Past sessions">
            {past.map((session) => (
              <SessionRow key={session.id} session={session} past />
            ))}
          </ul>
        </>
      ) : null}
    </CardSection>
  );
}
