import type { Kysely } from 'kysely';
import { addIdColumn } from '../migration-helpers.ts';

// Frozen: a migration describes the schema as it was on its date; later changes get new files.

export async function up(db: Kysely<any>): Promise<void> {
  // Every password try, right or wrong: throttles count failures per (account, address) and per
  // address, delay by an account's recent failures, and cap successful logins too.
  await db.schema.dropTable('login_failures').execute();
  await addIdColumn(db, db.schema.createTable('login_attempts'))
    .addColumn('account_key', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('succeeded', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_account_idx')
    .on('login_attempts')
    .columns(['account_key', 'created_at'])
    .execute();
  await db.schema
    .createIndex('login_attempts_ip_idx')
    .on('login_attempts')
    .columns(['ip', 'created_at'])
    .execute();

  // Code sends are limited per requesting address as well as per account.
  await db.schema.alterTable('code_sends').addColumn('ip', 'text').execute();
  await db.schema
    .createIndex('code_sends_ip_idx')
    .on('code_sends')
    .columns(['ip', 'created_at'])
    .execute();

  // Wrong one-time codes per account, capped per day across every code it is sent.
  await addIdColumn(db, db.schema.createTable('code_failures'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('code_failures_user_idx')
    .on('code_failures')
    .columns(['user_id', 'created_at'])
    .execute();

  // The old address of a changed email may take the change back within 7 days.
  await addIdColumn(db, db.schema.createTable('email_change_undos'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('old_email', 'text', (c) => c.notNull())
    .addColumn('new_email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  // Mail the site sends to addresses people type: counted per recipient, to cap what a stranger
  // can make the site send to someone else.
  await addIdColumn(db, db.schema.createTable('recipient_sends'))
    .addColumn('address_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('recipient_sends_address_idx')
    .on('recipient_sends')
    .columns(['address_key', 'created_at'])
    .execute();

  // A secret in a message (a one-time code), blanked from the stored copy once it is sent.
  await db.schema.alterTable('outbox').addColumn('redact', 'text').execute();
  await db.schema
    .createIndex('outbox_sent_idx')
    .on('outbox')
    .columns(['status', 'sent_at'])
    .execute();

  // Periodic jobs that must run once across every instance: the run that moves the date wins.
  await db.schema
    .createTable('scheduled_runs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('last_started_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('scheduled_runs').execute();
  await db.schema.dropIndex('outbox_sent_idx').execute();
  await db.schema.alterTable('outbox').dropColumn('redact').execute();
  for (const table of ['recipient_sends', 'email_change_undos', 'code_failures'])
    await db.schema.dropTable(table).execute();
  await db.schema.dropIndex('code_sends_ip_idx').execute();
  await db.schema.alterTable('code_sends').dropColumn('ip').execute();
  await db.schema.dropTable('login_attempts').execute();
  await addIdColumn(db, db.schema.createTable('login_failures'))
    .addColumn('account_key', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  for (const column of ['account_key', 'ip']) {
    await db.schema
      .createIndex(`login_failures_${column === 'ip' ? 'ip' : 'account'}_idx`)
      .on('login_failures')
      .columns([column, 'created_at'])
      .execute();
  }
}
