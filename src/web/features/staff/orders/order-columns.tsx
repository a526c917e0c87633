import { Link } from 'react-router';
import { formatPaise } from '../../../../domain/money.ts';
import type { StaffOrderSummary } from '../../../../domain/staff/orders.ts';
import { staffColumnHelper } from '../list/data-table.tsx';
import { DateTime } from '../ui/dates.tsx';
import { OrderStatusBadge } from '../ui/status-badges.tsx';
import { orderPath } from './order-path.ts';

const helper = staffColumnHelper<StaffOrderSummary>();

const number = helper.accessor('number', {
  header: 'Order',
  meta: { rowHeader: true },
  cell: (info) => (
    <Link to={orderPath(info.getValue())} className="font-semibold text-brand-700 hover:underline">
      {info.getValue()}
    </Link>
  ),
});

const placed = helper.accessor('created_at', {
  header: 'Placed',
  cell: (info) => (
    <span className="whitespace-nowrap">
      <DateTime iso={info.getValue()} />
    </span>
  ),
});

const learner = helper.display({
  id: 'learner',
  header: 'Learner',
  cell: ({ row }) => (
    <span className="flex min-w-48 flex-col">
      <span>{row.original.name}</span>
      <span className="break-all text-muted">{row.original.email}</span>
      <span className="text-muted">{row.original.phone}</span>
    </span>
  ),
});

const programs = helper.accessor('programs', {
  header: 'Programs',
  cell: (info) => <span className="block min-w-40">{info.getValue().join(', ')}</span>,
});

const total = helper.accessor('total_paise', {
  header: 'Total',
  meta: { numeric: true },
  cell: (info) => formatPaise(info.getValue()),
});

const status = helper.accessor('status', {
  header: 'Status',
  cell: (info) => <OrderStatusBadge status={info.getValue()} />,
});

const reportedUtr = helper.accessor('reported_utr', {
  header: 'Reported UTR',
  cell: (info) =>
    info.getValue() ? (
      <span className="font-mono">{info.getValue()}</span>
    ) : (
      <span className="text-muted">—</span>
    ),
});

export const orderColumns = helper.columns([
  number,
  placed,
  learner,
  programs,
  total,
  status,
  reportedUtr,
]);

/** On a learner's page, where whose orders they are goes without saying. */
export const learnerOrderColumns = helper.columns([
  number,
  placed,
  programs,
  total,
  status,
  reportedUtr,
]);
