import crypto from 'node:crypto';
import pg from 'pg';
import type { DatabaseTarget } from '../config.ts';
import { openDatabase, openSqliteImage, sqliteImage, type DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

export type Engine = DatabaseTarget['engine'];

// Every API test starts on a fresh, migrated database. Migrating one took 40 ms on SQLite and
// 340 ms on PostgreSQL (plus 60 ms to drop it), about a third of the suite's time. So each test
// file migrates once per engine: SQLite tests open a copy of the migrated image, and PostgreSQL
// tests reuse the file's schemas, emptied in 8 ms when a test closes its database.

let migratedSqlite: Buffer | undefined;

async function openMigratedSqlite(): Promise<DatabaseHandle> {
  if (!migratedSqlite) {
    const first = openDatabase({ engine: 'sqlite', filename: ':memory:' });
    await migrateToLatest(first.db);
    migratedSqlite = sqliteImage(first);
    await first.close();
  }
  return openSqliteImage(migratedSqlite);
}

async function onAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function newSchema(): Promise<string> {
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  await onAdmin((admin) => admin.query(`create schema ${schema}`));
  return schema;
}

/**
 * One statement that puts a migrated schema back as the migration left it: every table emptied,
 * the rows a migration inserted (the catalogue's import) put back, and each sequence where the
 * migration left it. Kysely's own tables keep theirs. Foreign keys are not checked meanwhile,
 * as every table is emptied and refilled.
 */
async function emptyingStatement(schema: string): Promise<string> {
  return onAdmin(async (admin) => {
    const tables = await admin.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = $1 and tablename not like 'kysely%'`,
      [schema],
    );
    const sequences = await admin.query<{ name: string; last: string | null }>(
      `select sequencename as name, last_value::text as last from pg_sequences where schemaname = $1`,
      [schema],
    );
    const table = (name: string) => `${schema}.${pg.escapeIdentifier(name)}`;
    const seeded: string[] = [];
    for (const { name } of tables.rows) {
      const { rows } = await admin.query<{ rows: string | null }>(
        `select json_agg(t)::text as rows from ${table(name)} t`,
      );
      const json = rows[0]?.rows;
      if (json) {
        seeded.push(
          `insert into ${table(name)} select * from json_populate_recordset(null::${table(name)}, ${pg.escapeLiteral(json)});`,
        );
      }
    }
    return [
      'set session_replication_role = replica;',
      ...tables.rows.map(({ name }) => `delete from ${table(name)};`),
      ...seeded,
      'set session_replication_role = origin;',
      ...sequences.rows.map(({ name, last }) =>
        last === null
          ? `select setval('${table(name)}', 1, false);`
          : `select setval('${table(name)}', ${Number(last)}, true);`,
      ),
    ].join('\n');
  });
}

interface MigratedSchema {
  schema: string;
  empty: string;
}

const idleSchemas: MigratedSchema[] = [];

async function openMigratedPostgres(): Promise<DatabaseHandle> {
  let migrated = idleSchemas.pop();
  const url = process.env.TEST_DATABASE_URL!;
  if (!migrated) {
    const schema = await newSchema();
    const first = openDatabase({ engine: 'postgres', url, schema });
    await migrateToLatest(first.db);
    await first.close();
    migrated = { schema, empty: await emptyingStatement(schema) };
  }
  const { schema, empty } = migrated;
  const handle = openDatabase({ engine: 'postgres', url, schema });
  let closed = false;
  return {
    ...handle,
    async close() {
      if (closed) return;
      closed = true;
      await handle.close();
      await onAdmin((admin) => admin.query(empty));
      idleSchemas.push(migrated);
    },
  };
}

async function openBarePostgres(): Promise<DatabaseHandle> {
  const schema = await newSchema();
  const handle = openDatabase({ engine: 'postgres', url: process.env.TEST_DATABASE_URL!, schema });
  return {
    ...handle,
    async close() {
      await handle.close();
      await onAdmin((admin) => admin.query(`drop schema ${schema} cascade`));
    },
  };
}

/**
 * A fresh, migrated database: SQLite in memory, or a PostgreSQL schema of its own. With
 * `migrate: false`, an empty one, for tests of the migrations themselves.
 */
export async function openTestDatabase(
  engine: Engine,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<DatabaseHandle> {
  if (engine === 'sqlite') {
    return migrate
      ? openMigratedSqlite()
      : openDatabase({ engine: 'sqlite', filename: ':memory:' });
  }
  return migrate ? openMigratedPostgres() : openBarePostgres();
}
