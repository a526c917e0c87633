import type { Kysely } from 'kysely';
import { addIdColumn, isPostgres, replaceUniqueConstraint } from '../migration-helpers.ts';

// Frozen: a migration describes the schema as it was on its date; later changes get new files.

const ONE_PER_ORDER_PROGRAM = {
  name: 'enrolments_order_program',
  columns: ['order_id', 'program'],
};
const ONE_PER_LEARNER = {
  name: 'enrolments_order_program_learner',
  columns: ['order_id', 'program', 'user_id'],
};

/**
 * A company buys seats of one program for its learners: the order line says how many
 * (`order_items.seats`; its `plan_paise` is the price of all of them), and each seat is a row of
 * `order_seats` with the learner's address and, once paid, the hash of the token mailed to it.
 * The learner who takes the seat is enrolled under the company's order, so one order now
 * enrols one learner per program each, not one in all: the enrolments' unique constraint
 * takes the learner in.
 *
 * SQLite runs migrations outside a transaction, so it gets one here; rebuilding the enrolments
 * table (replaceUniqueConstraint) takes its own, with foreign keys off around it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await replaceUniqueConstraint(db, 'enrolments', ONE_PER_ORDER_PROGRAM, ONE_PER_LEARNER);
  if (isPostgres(db)) await addSeats(db);
  else await db.transaction().execute((tx) => addSeats(tx));
}

/** Only while no seat was taken: a taken seat's enrolment is a second one in its order's program. */
export async function down(db: Kysely<any>): Promise<void> {
  const taken = await db
    .selectFrom('order_seats')
    .select('id')
    .where('claimed_at', 'is not', null)
    .executeTakeFirst();
  if (taken) throw new Error('Seats have been taken: restore a backup instead.');
  await db.schema.dropTable('order_seats').execute();
  await db.schema.alterTable('order_items').dropColumn('seats').execute();
  await replaceUniqueConstraint(db, 'enrolments', ONE_PER_LEARNER, ONE_PER_ORDER_PROGRAM);
}

async function addSeats(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_items').addColumn('seats', 'integer').execute();
  await addIdColumn(db, db.schema.createTable('order_seats'))
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('order_item_id', 'integer', (c) =>
      c.notNull().references('order_items.id').onDelete('cascade'),
    )
    // 1 to the line's seats: the order the addresses were given in.
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('invited_at', 'text')
    .addColumn('claimed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('claimed_at', 'text')
    .addColumn('learner_name', 'text')
    .addColumn('enrolment_id', 'integer', (c) =>
      c.unique().references('enrolments.id').onDelete('set null'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('order_seats_line_email', ['order_item_id', 'email_key'])
    .addUniqueConstraint('order_seats_line_position', ['order_item_id', 'position'])
    .execute();
  await db.schema
    .createIndex('order_seats_order_idx')
    .on('order_seats')
    .column('order_id')
    .execute();
}
