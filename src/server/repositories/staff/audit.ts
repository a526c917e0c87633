import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { AuditEntry, AuditQuery } from '../../../domain/staff/audit.ts';
import type { Database } from '../../db/schema.ts';
import { dayRange, offsetOf } from './list-helpers.ts';

/**
 * A row written this long ago is committed: no transaction here stays open for minutes (the
 * pool ends one idle for 30 s, and no statement may run over 10 s).
 */
const SETTLED_AFTER_MS = 10 * 60_000;

/** Per database: the whole log's count up to row `through`, every row up to which is settled. */
const settledOf = new WeakMap<Kysely<Database>, { through: number; count: number; at: number }>();

const countRows = async (rows: SelectQueryBuilder<Database, 'audit_log', object>) =>
  Number((await rows.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

/**
 * How many rows the whole log has. Nothing updates or deletes them (audit/audit-log.ts), so the
 * rows up to one written over ten minutes ago are counted once and that count kept (for ten
 * minutes), and each page counts only the rows since: a busy year's log is 200,000 rows, which
 * took the database 15-40 ms to count for every page.
 */
async function countWholeLog(db: Kysely<Database>): Promise<number> {
  const now = Date.now();
  let settled = settledOf.get(db);
  if (!settled || now - settled.at > SETTLED_AFTER_MS) {
    const boundary = await db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('at', '<', new Date(now - SETTLED_AFTER_MS).toISOString())
      .executeTakeFirst();
    const through = boundary?.id ?? 0;
    const count =
      settled?.through === through
        ? settled.count
        : await countRows(db.selectFrom('audit_log').where('id', '<=', through));
    settled = { through, count, at: now };
    settledOf.set(db, settled);
  }
  return (
    settled.count + (await countRows(db.selectFrom('audit_log').where('id', '>', settled.through)))
  );
}

export async function listAudit(
  db: Kysely<Database>,
  query: AuditQuery,
): Promise<{ results: AuditEntry[]; count: number }> {
  const { since, before } = dayRange(query.from, query.to);
  let rows = db.selectFrom('audit_log');
  const filtered = Boolean(
    query.actor_id || query.record_type || query.record_id || since || before,
  );
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
    filtered ? countRows(rows) : countWholeLog(db),
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
    count: total,
  };
}
