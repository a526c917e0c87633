// Vitest setup file, run in each worker before a test file: the worker's own PostgreSQL database
// (of this run: see run-databases.ts).
// Each test file migrates schemas of its own, and PostgreSQL's catalogue reads (Kysely's migrator
// lists every table of the database) fail when another worker drops its schema meanwhile. A
// database per worker keeps the workers apart; within one, files run one after another, so the
// schemas the file before left (server/test/test-database.ts reuses them until its file ends)
// are dropped here.
import pg from 'pg';
import { workerDatabaseName } from './run-databases.ts';

const base = process.env.TEST_DATABASE_URL;
const worker = process.env.VITEST_POOL_ID;

if (base && worker) {
  const url = new URL(base);
  // Workers are forks of the run's main process.
  const name = workerDatabaseName(base, worker, process.ppid);
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await admin.query(`create database ${pg.escapeIdentifier(name)}`).catch((error: unknown) => {
        // Another file of this worker's pool made it first: what was wanted.
        if ((error as { code?: string }).code !== '42P04') throw error;
      });
    }
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  process.env.TEST_DATABASE_URL = url.toString();
  const own = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await own.connect();
  try {
    const left = await own.query<{ name: string }>(
      `select nspname as name from pg_namespace where nspname like 't\\_%'`,
    );
    for (const { name: schema } of left.rows) {
      await own.query(`drop schema ${pg.escapeIdentifier(schema)} cascade`);
    }
  } finally {
    await own.end();
  }
}
