import { Link } from 'react-router';
import type { LearnerSummary } from '../../../../domain/staff/learners.ts';
import { staffColumnHelper } from '../list/data-table.tsx';
import { DateTime } from '../ui/dates.tsx';
import { RoleBadge } from '../ui/status-badges.tsx';

const helper = staffColumnHelper<LearnerSummary>();

export const learnerColumns = helper.columns([
  helper.accessor('username', {
    header: 'Name',
    meta: { rowHeader: true },
    cell: ({ row }) => (
      <Link
        to={`/staff/learners/${row.original.id}`}
        className="font-semibold text-brand-700 hover:underline"
      >
        {row.original.username}
      </Link>
    ),
  }),
  helper.accessor('email', {
    header: 'Email',
    cell: (info) => <span className="break-all">{info.getValue()}</span>,
  }),
  helper.accessor('phone', { header: 'Phone' }),
  helper.accessor('role', {
    header: 'Role',
    cell: (info) => <RoleBadge role={info.getValue()} />,
  }),
  helper.accessor('orders', { header: 'Orders', meta: { numeric: true } }),
  helper.accessor('created_at', {
    header: 'Joined',
    cell: (info) => (
      <span className="whitespace-nowrap">
        <DateTime iso={info.getValue()} dateOnly />
      </span>
    ),
  }),
]);
