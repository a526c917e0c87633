import crypto from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('migrations on PostgreSQL', () => {
  it('migrate a schema of their own when another schema of the database is migrated', async () => {
    const schemas = [1, 2].map(() => `t_mig_${crypto.randomBytes(5).toString('hex')}`);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      for (const schema of schemas) await admin.query(`create schema ${schema}`);
      for (const schema of schemas) {
        const handle = openDatabase({ engine: 'postgres', url: url!, schema });
        try {
          expect(await migrateToLatest(handle.db)).toContain('2026-11-21-01-enquiries-and-outbox');
          // A second run finds its own bookkeeping and has nothing to do.
          expect(await migrateToLatest(handle.db)).toEqual([]);
        } finally {
          await handle.close();
        }
      }
      const { rows } = await admin.query<{ schema: string }>(
        `select table_schema as schema from information_schema.tables
          where table_name = 'kysely_migration' and table_schema = any($1)`,
        [schemas],
      );
      expect(rows.map((r) => r.schema).sort()).toEqual([...schemas].sort());
    } finally {
      for (const schema of schemas) await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    }
  });
});
