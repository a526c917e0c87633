import type { CohortCard } from '../../../domain/catalogue/program-page.ts';
import {
  SELF_PACED,
  scheduleInWords,
  seatsInWords,
  startsInWords,
} from '../../../domain/catalogue/upcoming-cohorts.ts';
import { cn } from '../../lib/cn.ts';

/** 'Priya Raghavan and Arjun Mehta' */
const listInWords = (names: readonly string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * The program's upcoming cohorts, then the self-paced way. The server renders them into the page
 * as they are when it renders it, and the page is rendered again when they change.
 */
export function NextCohorts({
  cohorts,
}: {
  cohorts: readonly Pick<CohortCard, 'cohort' | 'mentors'>[];
}) {
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cohorts.map(({ cohort, mentors }) => (
        <li key={cohort.id} className="rounded-card border border-line bg-white p-5 shadow-card">
          <p className="font-bold text-brand-950">{startsInWords(cohort)}</p>
          <p className="mt-1 text-sm text-muted">{scheduleInWords(cohort)}</p>
          {mentors.length > 0 ? (
            <p className="mt-1 text-sm text-ink">{`With ${listInWords(mentors)}`}</p>
          ) : null}
          <p
            className={cn(
              'mt-3 text-sm font-semibold',
              cohort.seats_left === 0 ? 'text-danger-700' : 'text-success-700',
            )}
          >
            {seatsInWords(cohort)}
          </p>
        </li>
      ))}
      <li className="rounded-card border border-dashed border-brand-200 bg-brand-50 p-5">
        <p className="font-bold text-brand-950">{SELF_PACED}</p>
        <p className="mt-1 text-sm text-muted">Every module and recording, at your own pace.</p>
      </li>
    </ul>
  );
}
