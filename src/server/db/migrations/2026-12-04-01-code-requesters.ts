import { sql, type Kysely } from 'kysely';
import { addIdColumn } from '../migration-helpers.ts';

// Frozen: a migration describes the schema as it was on its date; later changes get new files.

export async function up(db: Kysely<any>): Promise<void> {
  // A reset code belongs to whoever asked for it (their browser and their network), so one
  // account can hold several live codes: a stranger's request no longer replaces the owner's.
  // SQLite cannot drop the old (user, purpose) unique constraint, so the table is made anew.
  await addIdColumn(db, db.schema.createTable('verifications_by_requester'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('requester_ip', 'text')
    .addColumn('requester_token', 'text')
    .execute();
  await sql`
    insert into verifications_by_requester
      (user_id, purpose, target, code_hash, attempts, expires_at, created_at)
    select user_id, purpose, target, code_hash, attempts, expires_at, created_at
    from verifications`.execute(db);
  await db.schema.dropTable('verifications').execute();
  await db.schema.alterTable('verifications_by_requester').renameTo('verifications').execute();
  await db.schema
    .createIndex('verifications_user_purpose_idx')
    .on('verifications')
    .columns(['user_id', 'purpose'])
    .execute();

  // Wrong codes are counted per requester (address group and browser) and per purpose, so
  // that a stranger's guesses at reset codes never count against the account itself.
  await db.schema.alterTable('code_failures').addColumn('purpose', 'text').execute();
  await db.schema.alterTable('code_failures').addColumn('ip', 'text').execute();
  await db.schema.alterTable('code_failures').addColumn('device', 'text').execute();
  await db.schema
    .createIndex('code_failures_ip_idx')
    .on('code_failures')
    .columns(['ip', 'created_at'])
    .execute();
  await db.schema
    .createIndex('code_failures_device_idx')
    .on('code_failures')
    .columns(['device', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('code_failures_device_idx').execute();
  await db.schema.dropIndex('code_failures_ip_idx').execute();
  for (const column of ['device', 'ip', 'purpose'])
    await db.schema.alterTable('code_failures').dropColumn(column).execute();
  // Back to one code per account and purpose: the newest of each pair is kept.
  await db.schema.dropIndex('verifications_user_purpose_idx').execute();
  await sql`
    delete from verifications where id not in
      (select max(id) from verifications group by user_id, purpose)`.execute(db);
  await db.schema.alterTable('verifications').dropColumn('requester_token').execute();
  await db.schema.alterTable('verifications').dropColumn('requester_ip').execute();
  await db.schema
    .createIndex('verifications_user_purpose_unique')
    .on('verifications')
    .columns(['user_id', 'purpose'])
    .unique()
    .execute();
}
