import { sql, type Kysely } from 'kysely';
import { addIdColumn } from '../migration-helpers.ts';

// Frozen: a migration describes the schema as it was on its date; later changes get new files.

export async function up(db: Kysely<any>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('orders'))
    // Human-readable, unguessable, and the UPI `tr` reference of its payment.
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    // SHA-256 of the normalised request the key was first used with: a reused key must come
    // with the same order, or it is refused rather than answered with a different one.
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    // Whole rupees: every price is.
    .addColumn('original_amount', 'integer', (c) => c.notNull())
    .addColumn('discount_amount', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('referral_code', 'text')
    .addColumn('referrer', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('awaiting_payment', 'payment_reported')`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('payment_reported_at', 'text')
    .addUniqueConstraint('orders_user_idempotency_key', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('orders_user_created_idx')
    .on('orders')
    .columns(['user_id', 'created_at'])
    .execute();

  await addIdColumn(db, db.schema.createTable('order_items'))
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('program', 'text', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('plan_amount', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_items_order_idx')
    .on('order_items')
    .column('order_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['order_items', 'orders']) await db.schema.dropTable(table).execute();
}
