import { Link } from 'react-router';
import type { CohortSummary } from '../../../../domain/delivery/cohorts.ts';
import { EmptyState } from '../data/load-states.tsx';
import { DataTable } from '../list/data-table.tsx';
import { cohortColumns } from './cohort-columns.tsx';
import { mentorNames, NextSession, Seats, StartDay } from './cohort-facts.tsx';
import { cohortPath } from './cohort-paths.ts';

/** A phone's view of one cohort: the table's columns as a card. */
function CohortCard({ cohort }: { cohort: CohortSummary }) {
  return (
    <li className="rounded-card border border-line bg-white p-4 shadow-card">
      <Link
        to={cohortPath(cohort.id)}
        className="text-base font-bold text-brand-700 hover:underline"
      >
        {cohort.program_name}
      </Link>
      <p className="mt-1 text-sm text-muted">
        Starts <StartDay day={cohort.starts_on} /> · {cohort.language}
      </p>
      <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold text-muted">Schedule</dt>
        <dd>{cohort.schedule || 'Not yet scheduled'}</dd>
        <dt className="font-semibold text-muted">Next</dt>
        <dd>
          <NextSession cohort={cohort} />
        </dd>
        <dt className="font-semibold text-muted">Seats</dt>
        <dd>
          <Seats cohort={cohort} />
        </dd>
        <dt className="font-semibold text-muted">Mentors</dt>
        <dd>{mentorNames(cohort)}</dd>
      </dl>
    </li>
  );
}

/** The cohorts: a table where there is room, cards on a phone. */
export function CohortList({ cohorts, filtered }: { cohorts: CohortSummary[]; filtered: boolean }) {
  if (cohorts.length === 0) {
    return (
      <EmptyState>{filtered ? 'No cohorts of this program yet.' : 'No cohorts yet.'}</EmptyState>
    );
  }
  return (
    <>
      <div className="hidden sm:block">
        <DataTable
          label="Cohorts"
          columns={cohortColumns}
          data={cohorts}
          rowId={(c) => String(c.id)}
        />
      </div>
      <ul aria-label="Cohorts" className="flex flex-col gap-3 sm:hidden">
        {cohorts.map((cohort) => (
          <CohortCard key={cohort.id} cohort={cohort} />
        ))}
      </ul>
    </>
  );
}
