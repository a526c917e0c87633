import type { CohortSummary } from '../../../../domain/delivery/cohorts.ts';
import { formatSessionStart, formatStartDay } from '../../../../domain/delivery/session-time.ts';

/** '12 of 30', in red words when the cohort is full. */
export function Seats({ cohort }: { cohort: Pick<CohortSummary, 'seats_taken' | 'capacity'> }) {
  const full = cohort.seats_taken >= cohort.capacity;
  return (
    <span className="whitespace-nowrap tabular-nums">
      {cohort.seats_taken} of {cohort.capacity}
      {full ? <span className="ml-1 font-semibold text-danger-700">(full)</span> : null}
    </span>
  );
}

export const mentorNames = (cohort: Pick<CohortSummary, 'mentors'>) =>
  cohort.mentors.length ? cohort.mentors.map((m) => m.name).join(', ') : 'No mentor yet';

/** The next session's time, or why there is none. */
export function NextSession({ cohort }: { cohort: Pick<CohortSummary, 'next_session'> }) {
  const next = cohort.next_session;
  if (!next) return <span className="text-muted">None scheduled</span>;
  return <time dateTime={next.starts_at}>{formatSessionStart(next.starts_at)}</time>;
}

export function StartDay({ day }: { day: string }) {
  return (
    <time dateTime={day} className="whitespace-nowrap">
      {formatStartDay(day)}
    </time>
  );
}
