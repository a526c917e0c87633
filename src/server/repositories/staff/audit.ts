import type { Kysely } from 'kysely';
import type { AuditEntry, AuditQuery } from '../../../domain/staff/audit.ts';
import type { Database } from '../../db/schema.ts';
import { dayRange, offsetOf } from './list-helpers.ts';

export async function listAudit(
  db: Kysely<Database>,
  query: AuditQuery,
): Promise<{ results: AuditEntry[]; count: number }> {
  const { since, before } = dayRange(query.from, query.to);
  let rows = db.selectFrom('audit_log');
  if (query.actor_id) rows = rows.where('actor_id', '=', query.actor_id);
  if (query.record_type) rows = rows.where('record_type', '=', query.record_type);
  if (query.record_id) rows = rows.where('record_id', '=', query.record_id);
  if (since) rows = rows.where('at', '>=', since);
  if (before) rows = rows.where('at', '<', before);
  const [found, total] = await Promise.all([
    rows
      .selectAll()
      .orderBy('id', 'desc')
      .limit(query.page_size)
      .offset(offsetOf(query.page, query.page_size))
      .execute(),
    rows.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    results: found.map((row) => ({
      id: row.id,
      at: row.at,
      actor: row.actor_id === null ? null : { id: row.actor_id, name: row.actor_name ?? '' },
      action: row.action,
      record_type: row.record_type as AuditEntry['record_type'],
      record_id: row.record_id,
      changes: JSON.parse(row.changes) as AuditEntry['changes'],
    })),
    count: Number(total.n),
  };
}
