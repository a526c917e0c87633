import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';

/** Whether `db` (any database, transaction or migration handle) talks to PostgreSQL. */
export function isPostgres(db: Pick<Kysely<unknown>, 'getExecutor'>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-numbered integer primary key, spelled the way each engine wants it. */
export function addIdColumn<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/**
 * Swaps the users table's role CHECK from `oldCheck` to `newCheck`. PostgreSQL alters the
 * constraint; SQLite cannot alter one (and its schema table is read-only here), so it copies the
 * users into a table declared with the new check, as its documentation's twelve steps describe,
 * keeping every index.
 */
export async function replaceUsersRoleCheck(
  db: Kysely<unknown>,
  oldCheck: string,
  newCheck: string,
): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table users drop constraint users_role_check`.execute(db);
    await sql
      .raw(`alter table users add constraint users_role_check check (${newCheck})`)
      .execute(db);
    return;
  }
  const objects = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_master where tbl_name = 'users'`.execute(db);
  const table = objects.rows.find((o) => o.type === 'table')!;
  if (!table.sql!.includes(oldCheck)) throw new Error('users has an unexpected role check');
  // Dropping the table drops its indexes and triggers (the search index's among them): both
  // are made again on the copy.
  const dependents = objects.rows.filter(
    (o) => (o.type === 'index' || o.type === 'trigger') && o.sql !== null,
  );

  await sql`pragma foreign_keys = off`.execute(db);
  await db.transaction().execute(async (tx) => {
    const created = table
      .sql!.replace(oldCheck, newCheck)
      .replace(/^CREATE TABLE\s+("users"|users)/i, 'create table "users_new"');
    await sql.raw(created).execute(tx);
    await sql`insert into users_new select * from users`.execute(tx);
    await sql`drop table users`.execute(tx);
    await sql`alter table users_new rename to users`.execute(tx);
    for (const dependent of dependents) await sql.raw(dependent.sql!).execute(tx);
  });
  const broken = await sql`pragma foreign_key_check`.execute(db);
  await sql`pragma foreign_keys = on`.execute(db);
  if (broken.rows.length > 0) throw new Error('the role check migration broke a foreign key');
}
