import { CalendarPlus, Video } from 'lucide-react';
import type { LearnerSession } from '../../../domain/learner-space.ts';
import { JOIN_OPENS_MINUTES } from '../../../domain/learner-space.ts';
import { buttonClass } from '../../components/button.tsx';
import { cn } from '../../lib/cn.ts';
import { durationWords, formatSessionStart } from './session-words.ts';

/**
 * The session to join next, with 'Join' while the server hands out its link (from 15 minutes
 * before the start until the end) and its calendar file at any time.
 */
export function NextSession({
  session,
  className,
}: {
  session: LearnerSession | null;
  className?: string;
}) {
  if (!session) {
    return (
      <section
        aria-labelledby="next-session-heading"
        className={cn('rounded-card border border-line bg-white p-5 shadow-card sm:p-6', className)}
      >
        <h2 id="next-session-heading" className="text-lg font-bold text-ink">
          Next session
        </h2>
        <p className="mt-2 text-muted">No more sessions are scheduled for your cohort.</p>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="next-session-heading"
      className={cn(
        'rounded-card border border-brand-200 bg-white p-5 shadow-card sm:p-6',
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="next-session-heading"
          className="text-sm font-bold tracking-wide text-brand-700 uppercase"
        >
          Next session
        </h2>
        <span className="text-sm text-muted">Lasts {durationWords(session.minutes)}</span>
      </div>
      <p
        className="mt-2 text-xl font-extrabold text-brand-950 sm:text-2xl"
        data-testid="next-session-time"
      >
        {formatSessionStart(session.starts_at)}
      </p>
      {session.topic ? <p className="mt-1 text-ink">{session.topic}</p> : null}
      {session.change_reason ? (
        <p className="mt-2 text-sm text-accent-700">Moved: {session.change_reason}</p>
      ) : null}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
        {session.join_url ? (
          <a
            href={session.join_url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass.primary}
          >
            <Video aria-hidden className="size-5" />
            Join
          </a>
        ) : (
          <p className="text-sm text-muted">
            The Join button appears here {JOIN_OPENS_MINUTES} minutes before the start.
          </p>
        )}
        <a href={session.calendar_url} download className={cn(buttonClass.secondary, 'sm:ml-auto')}>
          <CalendarPlus aria-hidden className="size-5" />
          Add to calendar
        </a>
      </div>
    </section>
  );
}
