import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../migration-helpers.ts';

// Frozen: a migration describes the schema as it was on its date; later changes get new files.

/** The columns the console searches for any part of what staff type, table by table. */
const SEARCHED: Record<string, string[]> = {
  orders: ['number', 'email', 'phone', 'name', 'reported_utr', 'paid_utr'],
  users: ['username', 'email', 'phone'],
  contact_enquiries: ['name', 'email', 'phone', 'company', 'subject', 'message'],
  program_enquiries: ['name', 'email', 'phone', 'company', 'program', 'message'],
  freelancing_enquiries: [
    'name',
    'email',
    'phone',
    'company',
    'program',
    'office_motive',
    'preference',
  ],
};

/**
 * Search that finds text anywhere in a column without reading every row. PostgreSQL: pg_trgm's
 * GIN index over each searched column, lower-cased, which answers the console's
 * `lower(column) like '%text%'` as it is. SQLite: an FTS5 table with the trigram tokenizer over
 * the same columns, kept in step by triggers (FTS5's "external content" pattern).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    // Building the indexes reads every row: on a large database, longer than the server's
    // statement timeout. `local`: for this migration's transaction only.
    await sql`set local statement_timeout = 0`.execute(db);
    await trigramIndexes(db);
    await listIndexes(db);
  } else {
    // SQLite runs migrations outside a transaction: one here, so a stop halfway leaves nothing.
    await db.transaction().execute(async (tx) => {
      await trigramTables(tx);
      await listIndexes(tx);
    });
  }
}

/**
 * The console lists learners and enquiries newest first, ties broken by id: an index in that
 * order reads a page (and skips to page 500) without sorting the table. And an order's page and
 * the statement reader look up who else reported a UTR.
 */
async function listIndexes(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('orders_reported_utr_idx')
    .on('orders')
    .column('reported_utr')
    .execute();
  await db.schema
    .createIndex('users_created_idx')
    .on('users')
    .columns(['created_at', 'id'])
    .execute();
  for (const table of ['contact_enquiries', 'program_enquiries', 'freelancing_enquiries']) {
    await db.schema.dropIndex(`${table}_created_idx`).execute();
    await db.schema
      .createIndex(`${table}_created_idx`)
      .on(table)
      .columns(['created_at', 'id'])
      .execute();
  }
}

async function trigramIndexes(db: Kysely<any>): Promise<void> {
  const schema = await trigramSchema(db);
  // Without the extension (a role that may not create it) search still works, by reading rows.
  if (!schema) return;
  const opclass = `${quote(schema)}.gin_trgm_ops`;
  for (const [table, columns] of Object.entries(SEARCHED)) {
    const keys = columns.map((c) => `lower(${quote(c)}) ${opclass}`).join(', ');
    await sql.raw(`create index ${table}_search_idx on ${table} using gin (${keys})`).execute(db);
  }
}

/**
 * The schema holding pg_trgm, created if need be. It goes in `public` where there is one, so
 * that every schema of the database (the tests migrate one each) shares one copy; a savepoint
 * keeps a refusal from spoiling the migration's transaction.
 */
async function trigramSchema(db: Kysely<any>): Promise<string | undefined> {
  const found = async () =>
    (
      await sql<{ schema: string }>`
        select n.nspname as schema from pg_extension e
        join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema;
  const existing = await found();
  if (existing) return existing;
  const hasPublic =
    (await sql`select 1 from pg_namespace where nspname = 'public'`.execute(db)).rows.length > 0;
  await sql`savepoint pg_trgm`.execute(db);
  try {
    await sql
      .raw(`create extension if not exists pg_trgm${hasPublic ? ' with schema public' : ''}`)
      .execute(db);
    await sql`release savepoint pg_trgm`.execute(db);
  } catch {
    await sql`rollback to savepoint pg_trgm`.execute(db);
  }
  return found();
}

async function trigramTables(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of Object.entries(SEARCHED)) {
    const index = `${table}_search`;
    const list = columns.map(quote).join(', ');
    const values = (row: 'new' | 'old') => columns.map((c) => `${row}.${quote(c)}`).join(', ');
    await sql
      .raw(
        `create virtual table ${index} using fts5(${list}, content='${table}', content_rowid='id', tokenize='trigram')`,
      )
      .execute(db);
    await sql.raw(`insert into ${index}(${index}) values ('rebuild')`).execute(db);
    await sql
      .raw(
        `create trigger ${index}_insert after insert on ${table} begin
           insert into ${index}(rowid, ${list}) values (new.id, ${values('new')});
         end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${index}_delete after delete on ${table} begin
           insert into ${index}(${index}, rowid, ${list}) values ('delete', old.id, ${values('old')});
         end`,
      )
      .execute(db);
    // Only a change to a searched column touches the index: a status change costs nothing.
    await sql
      .raw(
        `create trigger ${index}_update after update of ${list} on ${table} begin
           insert into ${index}(${index}, rowid, ${list}) values ('delete', old.id, ${values('old')});
           insert into ${index}(rowid, ${list}) values (new.id, ${values('new')});
         end`,
      )
      .execute(db);
  }
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
