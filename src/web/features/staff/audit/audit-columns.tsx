import type { AuditEntry } from '../../../../domain/staff/audit.ts';
import { auditSentence } from '../../../../domain/staff/audit-words.ts';
import { staffColumnHelper } from '../list/data-table.tsx';
import { DateTime } from '../ui/dates.tsx';
import { AuditChanges } from './audit-changes.tsx';
import { useAuditNames } from './audit-names.ts';
import { RecordLink } from './record-link.tsx';

const helper = staffColumnHelper<AuditEntry>();

function AuditSentence({ entry }: { entry: AuditEntry }) {
  return <span className="block min-w-0 sm:min-w-64">{auditSentence(entry, useAuditNames())}</span>;
}

/** What the server stored, for the curious: the action's name and each field before and after. */
function RawDetails({ entry }: { entry: AuditEntry }) {
  return (
    <details className="group">
      <summary className="cursor-pointer text-sm font-semibold whitespace-nowrap text-brand-700 hover:underline">
        Details
      </summary>
      <div className="mt-2 flex flex-col gap-1">
        <code className="font-mono text-xs">{entry.action}</code>
        <AuditChanges changes={entry.changes} />
      </div>
    </details>
  );
}

export const auditColumns = helper.columns([
  helper.accessor('at', {
    header: 'When (IST)',
    meta: { rowHeader: true },
    cell: (info) => <DateTime iso={info.getValue()} />,
  }),
  helper.accessor('actor', {
    header: 'Who',
    cell: (info) => info.getValue()?.name ?? <span className="text-muted">The site</span>,
  }),
  helper.display({
    id: 'what',
    header: 'What',
    cell: ({ row }) => <AuditSentence entry={row.original} />,
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
  helper.display({
    id: 'details',
    // The summary says 'Details' already: a card shows it without a label.
    header: () => <span className="sr-only">Details</span>,
    cell: ({ row }) => <RawDetails entry={row.original} />,
  }),
]);
