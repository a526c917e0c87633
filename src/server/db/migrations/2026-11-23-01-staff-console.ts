import { sql, type Kysely } from 'kysely';
import { addIdColumn, isPostgres } from '../migration-helpers.ts';

// Frozen: a migration describes the schema as it was on its date; later changes get new files.

const ORDER_STATUSES = sql`status in ('awaiting_payment', 'payment_reported', 'paid', 'cancelled', 'refunded', 'expired')`;

/**
 * Orders gain the rest of their life (paid, cancelled, refunded, expired), a version for
 * concurrent edits, the UPI references, and money in paise. PostgreSQL alters the table in
 * place; SQLite cannot change a CHECK constraint, so it copies the rows into a new table.
 */
async function reshapeOrders(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table orders drop constraint orders_status_check`.execute(db);
    await sql`alter table orders add constraint orders_status_check check (${ORDER_STATUSES})`.execute(
      db,
    );
    for (const [from, to] of [
      ['original_amount', 'original_paise'],
      ['discount_amount', 'discount_paise'],
      ['total', 'total_paise'],
    ]) {
      await sql`alter table orders rename column ${sql.ref(from!)} to ${sql.ref(to!)}`.execute(db);
    }
    await sql`update orders set original_paise = original_paise * 100, discount_paise = discount_paise * 100, total_paise = total_paise * 100`.execute(
      db,
    );
    await db.schema
      .alterTable('orders')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    for (const name of ['reported_utr', 'paid_utr', 'paid_at', 'cancelled_at', 'cancel_reason']) {
      await db.schema.alterTable('orders').addColumn(name, 'text').execute();
    }
    await db.schema.alterTable('orders').addColumn('refunded_at', 'text').execute();
    await db.schema.alterTable('orders').addColumn('refund_paise', 'integer').execute();
    await db.schema.alterTable('orders').addColumn('refund_reason', 'text').execute();
    return;
  }

  await sql`pragma foreign_keys = off`.execute(db);
  await db.transaction().execute(async (tx) => {
    await addIdColumn(db, tx.schema.createTable('orders_new'))
      .addColumn('number', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('restrict'),
      )
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('request_hash', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('original_paise', 'integer', (c) => c.notNull())
      .addColumn('discount_paise', 'integer', (c) => c.notNull())
      .addColumn('total_paise', 'integer', (c) => c.notNull())
      .addColumn('referral_code', 'text')
      .addColumn('referrer', 'text')
      .addColumn('status', 'text', (c) => c.notNull().check(ORDER_STATUSES))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('payment_reported_at', 'text')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('reported_utr', 'text')
      .addColumn('paid_utr', 'text')
      .addColumn('paid_at', 'text')
      .addColumn('cancelled_at', 'text')
      .addColumn('cancel_reason', 'text')
      .addColumn('refunded_at', 'text')
      .addColumn('refund_paise', 'integer')
      .addColumn('refund_reason', 'text')
      .addUniqueConstraint('orders_user_idempotency_key', ['user_id', 'idempotency_key'])
      .execute();
    await sql`insert into orders_new (id, number, user_id, idempotency_key, request_hash, name, email, address, phone, original_paise, discount_paise, total_paise, referral_code, referrer, status, created_at, updated_at, payment_reported_at, version)
      select id, number, user_id, idempotency_key, request_hash, name, email, address, phone, original_amount * 100, discount_amount * 100, total * 100, referral_code, referrer, status, created_at, updated_at, payment_reported_at, 1 from orders`.execute(
      tx,
    );
    await tx.schema.dropTable('orders').execute();
    await sql`alter table orders_new rename to orders`.execute(tx);
    await tx.schema
      .createIndex('orders_user_created_idx')
      .on('orders')
      .columns(['user_id', 'created_at'])
      .execute();
  });
  const broken = await sql`pragma foreign_key_check`.execute(db);
  await sql`pragma foreign_keys = on`.execute(db);
  if (broken.rows.length > 0) throw new Error('orders migration left dangling foreign keys');
}

export async function up(db: Kysely<any>): Promise<void> {
  // Roles live here, not in configuration; the owner is whoever proved ADMIN_EMAIL is theirs.
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('learner')
        .check(sql`role in ('learner', 'staff', 'owner')`),
    )
    .execute();
  await db.schema.alterTable('users').addColumn('email_verified_at', 'text').execute();
  await db.schema.createIndex('users_role_idx').on('users').column('role').execute();

  await reshapeOrders(db);
  await sql`alter table order_items rename column plan_amount to plan_paise`.execute(db);
  await sql`update order_items set plan_paise = plan_paise * 100`.execute(db);
  await db.schema
    .createIndex('orders_status_created_idx')
    .on('orders')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema.createIndex('orders_created_idx').on('orders').column('created_at').execute();
  await db.schema.createIndex('orders_paid_idx').on('orders').column('paid_at').execute();
  // A bank transfer pays one order: the same UTR can't confirm two.
  await db.schema
    .createIndex('orders_paid_utr_unique')
    .on('orders')
    .column('paid_utr')
    .unique()
    .execute();

  // Every change of an order's state, with who made it: the order page's timeline.
  await addIdColumn(db, db.schema.createTable('order_events'))
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_events_order_idx')
    .on('order_events')
    .columns(['order_id', 'id'])
    .execute();
  await sql`insert into order_events (order_id, kind, from_status, to_status, actor_id, note, created_at)
    select id, 'placed', null, 'awaiting_payment', null, null, created_at from orders`.execute(db);
  await sql`insert into order_events (order_id, kind, from_status, to_status, actor_id, note, created_at)
    select id, 'payment_reported', 'awaiting_payment', 'payment_reported', null, null, payment_reported_at
    from orders where payment_reported_at is not null`.execute(db);

  // Enquiries are worked on: a status, the staff member on it, and a timeline of notes and replies.
  for (const table of ['contact_enquiries', 'program_enquiries', 'freelancing_enquiries']) {
    await db.schema
      .alterTable(table)
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('new')
          .check(sql`status in ('new', 'in_progress', 'closed')`),
      )
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('assignee_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .execute();
    await db.schema.createIndex(`${table}_created_idx`).on(table).column('created_at').execute();
    await db.schema
      .createIndex(`${table}_status_idx`)
      .on(table)
      .columns(['status', 'created_at'])
      .execute();
  }
  await addIdColumn(db, db.schema.createTable('enquiry_events'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('enquiry_id', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('enquiry_events_enquiry_idx')
    .on('enquiry_events')
    .columns(['kind', 'enquiry_id', 'id'])
    .execute();

  await addIdColumn(db, db.schema.createTable('staff_invitations'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull())
    // SHA-256 of the link's token: the database alone can't accept an invitation.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .addColumn('accepted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('revoked_at', 'text')
    .execute();

  // Append-only: the code never updates or deletes a row of it.
  await addIdColumn(db, db.schema.createTable('audit_log'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // The name as it was: the log reads the same after the account changes or goes.
    .addColumn('actor_name', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('record_type', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    // JSON: [{field, before, after}]
    .addColumn('changes', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_actor_idx')
    .on('audit_log')
    .columns(['actor_id', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_log_record_idx')
    .on('audit_log')
    .columns(['record_type', 'record_id', 'id'])
    .execute();

  // Replies to an enquiry answer to the team's inbox, not to the no-reply sender.
  await db.schema.alterTable('outbox').addColumn('reply_to', 'text').execute();

  // Hidden reviews stay for staff and can be restored; the public never sees them.
  await db.schema.alterTable('program_reviews').addColumn('hidden_at', 'text').execute();
  await db.schema
    .createIndex('program_reviews_created_idx')
    .on('program_reviews')
    .column('created_at')
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('The staff console migration is not reversible; restore a backup instead.');
}
