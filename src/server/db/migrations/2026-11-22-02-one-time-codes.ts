import type { Kysely } from 'kysely';
import { addIdColumn } from '../migration-helpers.ts';

// Frozen: a migration describes the schema as it was on its date; later changes get new files.

export async function up(db: Kysely<any>): Promise<void> {
  // One live code per account and purpose; a new code replaces the old one.
  await addIdColumn(db, db.schema.createTable('verifications'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('verifications_user_purpose_unique', ['user_id', 'purpose'])
    .execute();

  // Every code sent, to limit how often an account can be sent one.
  await addIdColumn(db, db.schema.createTable('code_sends'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('code_sends_user_idx')
    .on('code_sends')
    .columns(['user_id', 'created_at'])
    .execute();

  // Server-made secrets (the key one-time codes are hashed with), shared by every instance.
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['server_secrets', 'code_sends', 'verifications'])
    await db.schema.dropTable(table).execute();
}
