import { sql, type Kysely } from 'kysely';
import { addIdColumn, isPostgres } from '../migration-helpers.ts';

// Frozen: a migration describes the schema as it was on its date; later changes get new files.

export async function up(db: Kysely<any>): Promise<void> {
  // One row per program bought in a paid order; a refund ends it.
  await addIdColumn(db, db.schema.createTable('enrolments'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('program', 'text', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .addUniqueConstraint('enrolments_order_program', ['order_id', 'program'])
    .execute();
  await db.schema
    .createIndex('enrolments_user_idx')
    .on('enrolments')
    .columns(['user_id', 'started_at'])
    .execute();

  // A signed-in learner's cart, kept here so it is the same on every device.
  await db.schema
    .createTable('carts')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    // JSON: [{program, plan}]
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('referral_code', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // Unpaid orders lapse; the deadline is fixed when the order is placed.
  await db.schema.alterTable('orders').addColumn('expires_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('reminder_sent_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('expired_at', 'text').execute();
  const threeDaysLater = isPostgres(db)
    ? sql`to_char((created_at::timestamptz + interval '72 hours') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+72 hours')`;
  await sql`update orders set expires_at = ${threeDaysLater}`.execute(db);
  await db.schema
    .createIndex('orders_status_expires_idx')
    .on('orders')
    .columns(['status', 'expires_at'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('This migration is not reversible; restore a backup instead.');
}
