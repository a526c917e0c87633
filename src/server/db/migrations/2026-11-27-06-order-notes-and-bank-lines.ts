import type { Kysely } from 'kysely';
import { addIdColumn } from '../migration-helpers.ts';

// Frozen: a migration describes the schema as it was on its date; later changes get new files.

export async function up(db: Kysely<any>): Promise<void> {
  // Staff's own notes on an order: never mailed, never shown to the learner.
  await addIdColumn(db, db.schema.createTable('order_notes'))
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // The name as it was: the note reads the same after the account changes or goes.
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_notes_order_idx')
    .on('order_notes')
    .columns(['order_id', 'id'])
    .execute();

  // Every bank statement credit read, once: a line settled against an order stays settled when
  // the same statement (or an overlapping one) is read again.
  await addIdColumn(db, db.schema.createTable('bank_lines'))
    // 'utr:<UTR>', or 'hash:<sha256 of date, amount and narration>' for a credit without one.
    .addColumn('line_key', 'text', (c) => c.notNull().unique())
    .addColumn('utr', 'text')
    .addColumn('line_date', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('first_read_at', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('settled_at', 'text')
    .addColumn('settled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('bank_lines_utr_idx').on('bank_lines').column('utr').execute();

  // The console polls when any order last changed: answered from the index alone.
  await db.schema.createIndex('orders_updated_idx').on('orders').column('updated_at').execute();
}
