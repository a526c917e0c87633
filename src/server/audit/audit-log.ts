import type { Kysely, Transaction } from 'kysely';
import type { AuditRecordType } from '../../domain/staff/audit.ts';
import type { User } from '../auth/sessions.ts';
import { nowIso } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface AuditEntryInput {
  action: string;
  recordType: AuditRecordType;
  recordId: string | number;
  changes: AuditChange[];
}

/**
 * Appends one row to the audit log, in the transaction of the change it records: the change and
 * its record exist together or not at all. Nothing updates or deletes these rows.
 */
export async function recordAudit(
  tx: Transaction<Database> | Kysely<Database>,
  actor: Pick<User, 'id' | 'username'> | null,
  entry: AuditEntryInput,
): Promise<void> {
  await tx
    .insertInto('audit_log')
    .values({
      at: nowIso(),
      actor_id: actor?.id ?? null,
      actor_name: actor?.username ?? null,
      action: entry.action,
      record_type: entry.recordType,
      record_id: String(entry.recordId),
      changes: JSON.stringify(entry.changes),
    })
    .execute();
}

/** The fields of `after` whose values differ from `before`, as audit changes. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): AuditChange[] {
  return Object.entries(after)
    .filter(([field, value]) => value !== undefined && before[field] !== value)
    .map(([field, value]) => ({ field, before: before[field] ?? null, after: value }));
}
