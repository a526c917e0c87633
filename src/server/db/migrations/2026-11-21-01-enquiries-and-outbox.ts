import type { Kysely } from 'kysely';
import { addIdColumn } from '../migration-helpers.ts';

// Frozen: a migration describes the schema as it was on its date; later changes get new files.

const contactFields = ['name', 'email', 'phone', 'company'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  let contact = addIdColumn(db, db.schema.createTable('contact_enquiries'));
  for (const field of contactFields) contact = contact.addColumn(field, 'text', (c) => c.notNull());
  await contact
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  let program = addIdColumn(db, db.schema.createTable('program_enquiries'));
  for (const field of contactFields) program = program.addColumn(field, 'text', (c) => c.notNull());
  await program
    .addColumn('program', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  let freelancing = addIdColumn(db, db.schema.createTable('freelancing_enquiries'));
  for (const field of contactFields) {
    freelancing = freelancing.addColumn(field, 'text', (c) => c.notNull());
  }
  await freelancing
    .addColumn('office_motive', 'text', (c) => c.notNull())
    .addColumn('preference', 'text', (c) => c.notNull())
    .addColumn('program', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await addIdColumn(db, db.schema.createTable('outbox'))
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  // The worker's query: due messages by status and time.
  await db.schema
    .createIndex('outbox_due_idx')
    .on('outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'outbox',
    'freelancing_enquiries',
    'program_enquiries',
    'contact_enquiries',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
