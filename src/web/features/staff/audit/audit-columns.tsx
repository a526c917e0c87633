import type { AuditEntry } from '../../../../domain/staff/audit.ts';
import { staffColumnHelper } from '../list/data-table.tsx';
import { DateTime } from '../ui/dates.tsx';
import { AuditChanges } from './audit-changes.tsx';
import { RecordLink } from './record-link.tsx';

const helper = staffColumnHelper<AuditEntry>();

export const auditColumns = helper.columns([
  helper.accessor('at', {
    header: 'When',
    meta: { rowHeader: true },
    cell: (info) => <DateTime iso={info.getValue()} />,
  }),
  helper.accessor('actor', {
    header: 'Who',
    cell: (info) => info.getValue()?.name ?? <span className="text-muted">The site</span>,
  }),
  helper.accessor('action', {
    header: 'Action',
    // As the server records it ('order.paid'): one name per kind of change, whatever the record.
    cell: (info) => <code className="font-mono text-xs whitespace-nowrap">{info.getValue()}</code>,
  }),
  helper.display({
    id: 'record',
    header: 'Record',
    cell: ({ row }) => (
      <span className="whitespace-nowrap">
        <RecordLink entry={row.original} />
      </span>
    ),
  }),
  helper.accessor('changes', {
    header: 'Changes',
    cell: (info) => <AuditChanges changes={info.getValue()} />,
  }),
]);
