import { Link } from 'react-router';
import { ENQUIRY_KIND_LABELS, type EnquirySummary } from '../../../../domain/staff/enquiries.ts';
import { staffColumnHelper } from '../list/data-table.tsx';
import { DateTime } from '../ui/dates.tsx';
import { EnquiryStatusBadge } from '../ui/status-badges.tsx';
import { OverdueBadge, ReplyBy } from './enquiry-reply-by.tsx';
import { enquiryPath } from './enquiry-path.ts';
import { SelectAllEnquiries, SelectEnquiry } from './enquiry-selection.tsx';

const helper = staffColumnHelper<EnquirySummary>();

export const enquiryColumns = helper.columns([
  helper.display({
    id: 'select',
    header: () => <SelectAllEnquiries />,
    cell: ({ row }) => <SelectEnquiry enquiry={row.original} />,
  }),
  helper.accessor('reference', {
    header: 'Reference',
    meta: { rowHeader: true },
    cell: ({ row }) => (
      <Link to={enquiryPath(row.original)} className="font-semibold text-brand-700 hover:underline">
        {row.original.reference}
      </Link>
    ),
  }),
  helper.accessor('created_at', {
    header: 'Received',
    cell: (info) => (
      <span className="whitespace-nowrap">
        <DateTime iso={info.getValue()} />
      </span>
    ),
  }),
  helper.accessor('kind', {
    header: 'Kind',
    cell: (info) => ENQUIRY_KIND_LABELS[info.getValue()],
  }),
  helper.accessor('name', { header: 'Name' }),
  helper.display({
    id: 'contact',
    header: 'Contact',
    cell: ({ row }) => (
      <span className="flex min-w-44 flex-col">
        <span className="break-all">{row.original.email}</span>
        <span className="text-muted">{row.original.phone}</span>
      </span>
    ),
  }),
  helper.display({
    id: 'about',
    header: 'Program / topic',
    cell: ({ row }) => (
      <span className="flex min-w-40 flex-col">
        {row.original.program ? <span>{row.original.program}</span> : null}
        {row.original.topic && row.original.topic !== row.original.program ? (
          <span className="line-clamp-2 text-muted">{row.original.topic}</span>
        ) : null}
      </span>
    ),
  }),
  helper.accessor('status', {
    header: 'Status',
    cell: ({ row }) => (
      <span className="flex flex-wrap gap-1.5">
        <EnquiryStatusBadge status={row.original.status} />
        {row.original.overdue ? <OverdueBadge /> : null}
      </span>
    ),
  }),
  helper.accessor('reply_by', {
    header: 'Reply by',
    cell: (info) => (
      <span className="whitespace-nowrap">
        <ReplyBy iso={info.getValue()} />
      </span>
    ),
  }),
  helper.accessor('assignee', {
    header: 'Assignee',
    cell: (info) => info.getValue()?.name ?? <span className="text-muted">Unassigned</span>,
  }),
]);
