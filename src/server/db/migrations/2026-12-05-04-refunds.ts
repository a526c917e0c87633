import { sql, type Kysely } from 'kysely';
import { addIdColumn, isPostgres, replaceColumnCheck } from '../migration-helpers.ts';

// Frozen: a migration describes the schema as it was on its date; later changes get new files.

const OLD_STATUSES = `status in ('awaiting_payment', 'payment_reported', 'paid', 'cancelled', 'refunded', 'expired')`;
const NEW_STATUSES = `status in ('awaiting_payment', 'payment_reported', 'paid', 'partly_refunded', 'cancelled', 'refunded', 'expired')`;

/**
 * An order takes several refunds, each its own row with the credit note it issued and what it
 * gave back of each line (`refund_lines`), so the next refund knows what is left of each.
 * An order keeps what it was paid for in part: 'partly_refunded' until all of it is given back.
 *
 * Refunds recorded before, one per order at most, become rows. Their amount is shared across
 * the lines they ended by price, as their credit notes shared it; an order whose refund was
 * less than its total becomes partly refunded, as it was.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await replaceColumnCheck(db, { table: 'orders', column: 'status' }, OLD_STATUSES, NEW_STATUSES);
  if (isPostgres(db)) await addRefunds(db);
  else await db.transaction().execute((tx) => addRefunds(tx));
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('refund_lines').execute();
  await db.schema.dropTable('refunds').execute();
  await db
    .updateTable('orders')
    .set({ status: 'refunded' })
    .where('status', '=', 'partly_refunded')
    .execute();
  await replaceColumnCheck(db, { table: 'orders', column: 'status' }, NEW_STATUSES, OLD_STATUSES);
}

async function addRefunds(db: Kysely<any>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('refunds'))
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('amount_paise', 'integer', (c) => c.notNull().check(sql`amount_paise > 0`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('credit_note_id', 'integer', (c) => c.references('invoices.id'))
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('refunds_order_idx')
    .on('refunds')
    .columns(['order_id', 'id'])
    .execute();
  await db.schema
    .createTable('refund_lines')
    .addColumn('refund_id', 'integer', (c) =>
      c.notNull().references('refunds.id').onDelete('cascade'),
    )
    .addColumn('order_item_id', 'integer', (c) =>
      c.notNull().references('order_items.id').onDelete('cascade'),
    )
    .addColumn('amount_paise', 'integer', (c) => c.notNull().check(sql`amount_paise >= 0`))
    // 1 when this refund ended the line's access.
    .addColumn('ended', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('refund_lines_pk', ['refund_id', 'order_item_id'])
    .execute();
  await db.schema
    .createIndex('refund_lines_item_idx')
    .on('refund_lines')
    .column('order_item_id')
    .execute();

  const refunded = await db
    .selectFrom('orders')
    .select(['id', 'refund_paise', 'refund_reason', 'refunded_at', 'updated_at', 'total_paise'])
    .where('refund_paise', 'is not', null)
    .execute();
  for (const order of refunded) {
    const [creditNote, event, items] = await Promise.all([
      db
        .selectFrom('invoices')
        .select('id')
        .where('order_id', '=', order.id)
        .where('kind', '=', 'credit-note')
        .executeTakeFirst(),
      db
        .selectFrom('order_events')
        .select('actor_id')
        .where('order_id', '=', order.id)
        .where('kind', '=', 'refunded')
        .executeTakeFirst(),
      db
        .selectFrom('order_items')
        .select(['id', 'plan_paise'])
        .where('order_id', '=', order.id)
        .where('refunded_at', 'is not', null)
        .orderBy('position')
        .execute(),
    ]);
    const { id } = await db
      .insertInto('refunds')
      .values({
        order_id: order.id,
        amount_paise: order.refund_paise,
        reason: order.refund_reason ?? '',
        credit_note_id: creditNote?.id ?? null,
        actor_id: event?.actor_id ?? null,
        created_at: order.refunded_at ?? order.updated_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const shares = sharedByPrice(
      order.refund_paise,
      items.map((item: { plan_paise: number }) => item.plan_paise),
    );
    if (items.length > 0) {
      await db
        .insertInto('refund_lines')
        .values(
          items.map((item: { id: number }, i: number) => ({
            refund_id: id,
            order_item_id: item.id,
            amount_paise: shares[i]!,
            ended: 1,
          })),
        )
        .execute();
    }
  }
  await db
    .updateTable('orders')
    .set({ status: 'partly_refunded' })
    .where('status', '=', 'refunded')
    .where('refund_paise', '<', sql.ref('total_paise'))
    .execute();
}

/** `amount` shared by weight in whole paise, the remainders to the largest fractions. */
function sharedByPrice(amount: number, weights: number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total === 0) return weights.map((_, i) => (i === 0 ? amount : 0));
  const exact = weights.map((w) => (amount * w) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((sum, s) => sum + s, 0);
  const byFraction = exact.map((e, i) => ({ i, f: e - Math.floor(e) })).sort((a, b) => b.f - a.f);
  for (const { i } of byFraction) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}
