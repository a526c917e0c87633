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
 * Swaps a table's CHECK on one column from `oldCheck` to `newCheck`; PostgreSQL names the
 * constraint `<table>_<column>_check`. PostgreSQL alters the constraint; SQLite rebuilds the
 * table (rebuildSqliteTable).
 */
export async function replaceColumnCheck(
  db: Kysely<unknown>,
  target: { table: string; column: string },
  oldCheck: string,
  newCheck: string,
): Promise<void> {
  const { table: name, column } = target;
  if (isPostgres(db)) {
    const constraint = `${name}_${column}_check`;
    await sql.raw(`alter table ${name} drop constraint ${constraint}`).execute(db);
    await sql
      .raw(`alter table ${name} add constraint ${constraint} check (${newCheck})`)
      .execute(db);
    return;
  }
  await rebuildSqliteTable(db, name, (created) => {
    if (!created.includes(oldCheck)) throw new Error(`${name} has an unexpected ${column} check`);
    return created.replace(oldCheck, newCheck);
  });
}

/** A named UNIQUE constraint over some columns of a table. */
export interface UniqueConstraint {
  name: string;
  columns: readonly string[];
}

/**
 * Swaps a table's UNIQUE constraint for another over other columns. PostgreSQL alters the
 * table; SQLite rebuilds it (rebuildSqliteTable), with the constraint as Kysely declared it.
 */
export async function replaceUniqueConstraint(
  db: Kysely<unknown>,
  table: string,
  before: UniqueConstraint,
  after: UniqueConstraint,
): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw(`alter table ${table} drop constraint ${before.name}`).execute(db);
    await sql
      .raw(`alter table ${table} add constraint ${after.name} unique (${after.columns.join(', ')})`)
      .execute(db);
    return;
  }
  const declared = ({ name, columns }: UniqueConstraint) =>
    `constraint "${name}" unique (${columns.map((c) => `"${c}"`).join(', ')})`;
  await rebuildSqliteTable(db, table, (created) => {
    if (!created.includes(declared(before))) {
      throw new Error(`${table} has no constraint ${before.name} on ${before.columns.join(', ')}`);
    }
    return created.replace(declared(before), declared(after));
  });
}

/**
 * Declares a SQLite table anew as `rewrite` changes its CREATE TABLE statement, keeping its rows,
 * indexes and triggers. SQLite cannot alter a constraint (and its schema table is read-only
 * here), so the rows are copied into a table declared the new way, as its documentation's twelve
 * steps describe; the foreign keys of other tables name the table, and hold again once the copy
 * takes its name.
 */
async function rebuildSqliteTable(
  db: Kysely<unknown>,
  name: string,
  rewrite: (created: string) => string,
): Promise<void> {
  const objects = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_master where tbl_name = ${name}`.execute(db);
  const table = objects.rows.find((o) => o.type === 'table')!;
  const created = rewrite(table.sql!).replace(
    new RegExp(`^CREATE TABLE\\s+("${name}"|${name})`, 'i'),
    `create table "${name}_new"`,
  );
  // Dropping the table drops its indexes and triggers (a search index's among them): both
  // are made again on the copy.
  const dependents = objects.rows.filter(
    (o) => (o.type === 'index' || o.type === 'trigger') && o.sql !== null,
  );

  await sql`pragma foreign_keys = off`.execute(db);
  await db.transaction().execute(async (tx) => {
    await sql.raw(created).execute(tx);
    await sql.raw(`insert into ${name}_new select * from ${name}`).execute(tx);
    await sql.raw(`drop table ${name}`).execute(tx);
    await sql.raw(`alter table ${name}_new rename to ${name}`).execute(tx);
    for (const dependent of dependents) await sql.raw(dependent.sql!).execute(tx);
  });
  const broken = await sql`pragma foreign_key_check`.execute(db);
  await sql`pragma foreign_keys = on`.execute(db);
  if (broken.rows.length > 0) throw new Error(`rebuilding ${name} broke a foreign key`);
}

/** Swaps the users table's role CHECK (see replaceColumnCheck). */
export function replaceUsersRoleCheck(
  db: Kysely<unknown>,
  oldCheck: string,
  newCheck: string,
): Promise<void> {
  return replaceColumnCheck(db, { table: 'users', column: 'role' }, oldCheck, newCheck);
}
