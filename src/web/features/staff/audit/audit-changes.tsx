import type { AuditEntry } from '../../../../domain/staff/audit.ts';

/** A stored value as a person reads it: nothing shows as a dash, structures as JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export function AuditChanges({ changes }: { changes: AuditEntry['changes'] }) {
  if (changes.length === 0) return <span className="text-muted">—</span>;
  return (
    <ul className="flex min-w-56 flex-col gap-1">
      {changes.map(({ field, before, after }) => (
        <li key={field} className="break-words">
          <span className="font-semibold">{field}</span>:{' '}
          <span className="text-muted line-through decoration-muted/50">{shown(before)}</span>
          <span aria-hidden> → </span>
          <span className="sr-only"> changed to </span>
          <span>{shown(after)}</span>
        </li>
      ))}
    </ul>
  );
}
