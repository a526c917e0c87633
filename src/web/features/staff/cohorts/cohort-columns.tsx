import { Link } from 'react-router';
import type { CohortSummary } from '../../../../domain/delivery/cohorts.ts';
import { staffColumnHelper } from '../list/data-table.tsx';
import { mentorNames, NextSession, Seats, StartDay } from './cohort-facts.tsx';
import { cohortPath } from './cohort-paths.ts';

const helper = staffColumnHelper<CohortSummary>();

export const cohortColumns = helper.columns([
  helper.accessor('program_name', {
    header: 'Program',
    meta: { rowHeader: true },
    cell: ({ row }) => (
      <Link
        to={cohortPath(row.original.id)}
        className="font-semibold text-brand-700 hover:underline"
      >
        {row.original.program_name}
      </Link>
    ),
  }),
  helper.accessor('starts_on', {
    header: 'Starts',
    cell: (info) => <StartDay day={info.getValue()} />,
  }),
  helper.accessor('language', { header: 'Language' }),
  helper.accessor('schedule', {
    header: 'Schedule',
    cell: (info) => info.getValue() || <span className="text-muted">Not yet scheduled</span>,
  }),
  helper.display({
    id: 'next',
    header: 'Next session',
    cell: ({ row }) => <NextSession cohort={row.original} />,
  }),
  helper.display({
    id: 'seats',
    header: 'Seats',
    meta: { numeric: true },
    cell: ({ row }) => <Seats cohort={row.original} />,
  }),
  helper.display({
    id: 'mentors',
    header: 'Mentors',
    cell: ({ row }) => <span className="block min-w-32">{mentorNames(row.original)}</span>,
  }),
]);
