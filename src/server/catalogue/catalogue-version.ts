import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../db/database.ts';
import { isPostgres } from '../db/migration-helpers.ts';
import type { Database } from '../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** The catalogue's version: one indexed row, cheap enough to read every second. */
export async function readCatalogueVersion(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('catalogue_state')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

/**
 * Raises the version in the caller's transaction, so that every instance reloads the catalogue
 * once it commits (within a second: catalogue-cache.ts). Whatever changes what the catalogue's
 * readers show calls it: a publish, and a change to cohorts the program pages list.
 */
export async function bumpCatalogueVersion(tx: Transaction<Database>): Promise<number> {
  const row = await tx
    .updateTable('catalogue_state')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: nowIso() }))
    .where('id', '=', 1)
    .returning('version')
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

/**
 * Holds the catalogue's state row until the transaction ends. Every publish takes it first, so
 * publishes run one after another: two programs claiming the same alias at once are checked in
 * turn, and the second is refused. PostgreSQL needs FOR UPDATE; SQLite runs one write
 * transaction at a time already.
 */
export async function lockCatalogue(tx: Transaction<Database>): Promise<void> {
  let query = tx.selectFrom('catalogue_state').select('version').where('id', '=', 1);
  if (isPostgres(tx as unknown as Kysely<unknown>)) query = query.forUpdate();
  await query.executeTakeFirstOrThrow();
}
