import type { Kysely, Selectable, Transaction } from 'kysely';
import type { PlanTerms } from '../../domain/catalogue/live-catalogue.ts';
import type { Order } from '../../domain/checkout.ts';
import { firstNameOf } from '../../domain/offers.ts';
import type { OrderStatus } from '../../domain/order-statuses.ts';
import type { OrderEvent } from '../../domain/staff/orders.ts';
import type { Quote } from '../../domain/pricing.ts';
import { nowIso } from '../db/database.ts';
import type { Database, OrderTable } from '../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;
export type OrderRow = Selectable<OrderTable>;
export interface OrderWithItems {
  row: OrderRow;
  order: Order;
}

/** The lines of several orders in one query, each order's in the order they were bought. */
export function itemsOfOrders(db: Executor, orderIds: number[]) {
  return db
    .selectFrom('order_items')
    .select(['order_id', 'program', 'plan', 'plan_paise'])
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('position')
    .execute();
}

async function withItems(db: Executor, rows: OrderRow[]): Promise<OrderWithItems[]> {
  if (rows.length === 0) return [];
  const items = await itemsOfOrders(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    row,
    order: {
      number: row.number,
      status: row.status,
      created_at: row.created_at,
      email: row.email,
      items: items
        .filter((item) => item.order_id === row.id)
        .map(({ program, plan, plan_paise }) => ({ program, plan, plan_paise })),
      original_paise: row.original_paise,
      discount_paise: row.discount_paise,
      total_paise: row.total_paise,
      referral_code: row.referral_code,
      // Learners read a referrer by first name only; invoices and staff, the full name.
      referrer: row.referrer === null ? null : firstNameOf(row.referrer),
    },
  }));
}

/** The user's own order by its number; undefined for anyone else's. */
export async function findOwnOrder(
  db: Executor,
  userId: number,
  number: string,
): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('number', '=', number)
    .executeTakeFirst();
}

export async function findOrderByKey(
  db: Executor,
  userId: number,
  idempotencyKey: string,
): Promise<OrderWithItems | undefined> {
  const row = await db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  return row ? (await withItems(db, [row]))[0] : undefined;
}

/** The user's orders, newest first. */
export async function listOrders(db: Executor, userId: number): Promise<Order[]> {
  const rows = await db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return (await withItems(db, rows)).map((o) => o.order);
}

interface NewOrder {
  number: string;
  userId: number;
  idempotencyKey: string;
  requestHash: string;
  details: {
    name: string;
    email: string;
    address: string;
    phone: string;
    buyer_state: string | null;
    buyer_gstin: string | null;
    /** A business buyer's name, which its invoice is made out to. */
    buyer_company?: string | null;
  };
  quote: Quote;
  /** The offer whose code priced it: the order holds one of its uses. */
  offer?: { id: number; referrer_name: string | null } | undefined;
  /** How long it may wait for its payment, counted from the instant it is placed. */
  expiryHours: number;
  /** For an upgrade order: the plan its line moves the learner's enrolment up from. */
  upgradeFrom?: string;
  /** What each line's plan holds as published now (`publishedTerms`), in the quote's order. */
  terms: readonly PlanTerms[];
}

/**
 * An order's amounts and the offer that priced them, as its row keeps them: the code, and, as
 * before offers, the referrer's full name, which invoices and reports print.
 */
export const pricedColumns = (
  quote: Quote,
  offer: { id: number; referrer_name: string | null } | undefined,
) => ({
  original_paise: quote.original_paise,
  discount_paise: quote.discount_paise,
  total_paise: quote.total_paise,
  referral_code: quote.offer?.code ?? null,
  referrer: offer?.referrer_name ?? null,
  offer_id: offer?.id ?? null,
});

export async function insertOrder(
  tx: Transaction<Database>,
  order: NewOrder,
): Promise<OrderWithItems> {
  const now = nowIso();
  const row = await tx
    .insertInto('orders')
    .values({
      number: order.number,
      user_id: order.userId,
      idempotency_key: order.idempotencyKey,
      request_hash: order.requestHash,
      ...order.details,
      ...pricedColumns(order.quote, order.offer),
      status: 'awaiting_payment',
      created_at: now,
      updated_at: now,
      payment_reported_at: null,
      expires_at: new Date(Date.parse(now) + order.expiryHours * 60 * 60 * 1000).toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('order_items')
    .values(
      order.quote.lines.map((line, position) => ({
        order_id: row.id,
        position,
        program: line.program.name,
        plan: line.plan.name,
        plan_paise: line.plan_paise,
        discount_paise: line.discount_paise,
        upgrade_from: order.upgradeFrom ?? null,
        // The line keeps what it was sold with: a change the owner publishes later is not its.
        terms: JSON.stringify(order.terms[position]),
      })),
    )
    .execute();
  await recordOrderEvent(tx, {
    orderId: row.id,
    kind: 'placed',
    from: null,
    to: 'awaiting_payment',
    actorId: null,
    note: order.upgradeFrom ? `Upgrade from ${order.upgradeFrom}` : null,
    at: now,
  });
  return (await withItems(tx, [row]))[0]!;
}

export interface OrderEventInput {
  orderId: number;
  kind: OrderEvent['kind'];
  from: OrderStatus | null;
  to: OrderStatus;
  actorId: number | null;
  note: string | null;
  at: string;
}

/** One line of the order's timeline, written in the transaction of the change it records. */
export async function recordOrderEvent(tx: Executor, event: OrderEventInput): Promise<void> {
  await tx
    .insertInto('order_events')
    .values({
      order_id: event.orderId,
      kind: event.kind,
      from_status: event.from,
      to_status: event.to,
      actor_id: event.actorId,
      note: event.note,
      created_at: event.at,
    })
    .execute();
}

/** True when this call moved the order on (it was still awaiting payment). */
export async function markPaymentReported(
  tx: Transaction<Database>,
  orderId: number,
  utr: string | null,
): Promise<boolean> {
  const now = nowIso();
  const result = await tx
    .updateTable('orders')
    .set((eb) => ({
      status: 'payment_reported',
      payment_reported_at: now,
      reported_utr: utr,
      updated_at: now,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', orderId)
    .where('status', '=', 'awaiting_payment')
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await recordOrderEvent(tx, {
    orderId,
    kind: 'payment_reported',
    from: 'awaiting_payment',
    to: 'payment_reported',
    actorId: null,
    note: utr ? `UTR ${utr}` : null,
    at: now,
  });
  return true;
}

/** The programs and plans of an order, in cart order. */
export async function orderItems(db: Executor, orderId: number) {
  return db
    .selectFrom('order_items')
    .select([
      'id',
      'program',
      'plan',
      'plan_paise',
      'discount_paise',
      'cohort_id',
      'refunded_at',
      'upgrade_from',
      'terms',
      'seats',
    ])
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
}

/**
 * The numbers of other orders given or confirmed with `utr`: one UPI payment pays one order, so
 * a UTR seen twice is a typo or a second claim on the same money.
 */
export async function otherOrdersWithUtr(
  db: Executor,
  utr: string | null,
  exceptOrderId: number,
): Promise<string[]> {
  if (!utr) return [];
  const rows = await db
    .selectFrom('orders')
    .select('number')
    .where((eb) => eb.or([eb('reported_utr', '=', utr), eb('paid_utr', '=', utr)]))
    .where('id', '!=', exceptOrderId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.number);
}

/**
 * Replaces the UTR of an order whose payment is being verified; false when the order is no
 * longer in that state or its UTR changed meanwhile (the caller reads it again).
 */
export async function replaceReportedUtr(
  tx: Transaction<Database>,
  row: OrderRow,
  utr: string,
  at: string,
): Promise<boolean> {
  const result = await tx
    .updateTable('orders')
    .set((eb) => ({ reported_utr: utr, updated_at: at, version: eb('version', '+', 1) }))
    .where('id', '=', row.id)
    .where('status', '=', 'payment_reported')
    .where('version', '=', row.version)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
