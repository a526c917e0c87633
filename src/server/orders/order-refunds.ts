import type { Transaction } from 'kysely';
import { discountWeights, paidPerLine } from '../../domain/gst/tax-split.ts';
import { planRefund, type RefundableLine } from '../../domain/refund-plan.ts';
import { lineName } from '../../domain/staff/refund-lines.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { orderItems, type OrderRow } from '../repositories/orders.ts';
import { refundedPerLine, refundsOfOrder } from '../repositories/refunds.ts';

type Item = Awaited<ReturnType<typeof orderItems>>[number];
type PlacedItem = Item & { place: number };

/** One refund of an order, checked against what was paid and refunded before. */
export interface OrderRefund {
  amountPaise: number;
  reason: string;
  /** The lines whose access this refund ends, with their places on the order's invoice. */
  ending: PlacedItem[];
  /** What it takes back of each line it touches: the credit note's lines. */
  shares: Array<{ item: PlacedItem; paise: number }>;
  /** The lines whose access stays. */
  kept: Item[];
  /** 'Python (Pro Plan), Java (Basic Plan)', or '' for an amount only. */
  names: string;
  status: 'partly_refunded' | 'refunded';
}

/**
 * Checks a refund against the order (see `planRefund`): what was paid for each line is its
 * price less its share of the discount, as the invoice has it.
 */
export async function refundOf(
  tx: Transaction<Database>,
  order: OrderRow,
  request: { lines: number[]; amount_paise: number; reason: string },
): Promise<OrderRefund> {
  const items = (await orderItems(tx, order.id)).map((item, place) => ({ ...item, place }));
  const refunded = refundedPerLine(await refundsOfOrder(tx, order.id));
  const paid = paidPerLine(
    items.map((item) => item.plan_paise),
    order.discount_paise,
    discountWeights(items),
  );
  const lines: RefundableLine[] = items.map((item) => ({
    id: item.id,
    paid_paise: paid[item.place]!,
    refunded_paise: refunded.get(item.id) ?? 0,
    ended: item.refunded_at !== null,
  }));
  const plan = planRefund(lines, request);
  if (!plan.ok) throw new HttpError(400, plan.message, {}, { field: plan.field });
  const byId = new Map(items.map((item) => [item.id, item]));
  const ending = plan.ending.map((id) => byId.get(id)!);
  const endingIds = new Set(plan.ending);
  return {
    amountPaise: request.amount_paise,
    reason: request.reason,
    ending,
    shares: plan.shares.map((share) => ({ item: byId.get(share.id)!, paise: share.paise })),
    kept: items.filter((item) => item.refunded_at === null && !endingIds.has(item.id)),
    names: ending.map(lineName).join(', '),
    status: plan.status,
  };
}

/**
 * Keeps the refund: its row with the credit note it issued, what it took back of each line,
 * and the end of the lines it refunded.
 */
export async function recordRefund(
  tx: Transaction<Database>,
  order: OrderRow,
  refund: OrderRefund,
  recorded: { actorId: number; creditNoteId: number | undefined; at: string },
): Promise<number> {
  const { id } = await tx
    .insertInto('refunds')
    .values({
      order_id: order.id,
      amount_paise: refund.amountPaise,
      reason: refund.reason,
      credit_note_id: recorded.creditNoteId ?? null,
      actor_id: recorded.actorId,
      created_at: recorded.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ending = new Set(refund.ending.map((item) => item.id));
  await tx
    .insertInto('refund_lines')
    .values(
      refund.shares.map((share) => ({
        refund_id: id,
        order_item_id: share.item.id,
        amount_paise: share.paise,
        ended: ending.has(share.item.id) ? 1 : 0,
      })),
    )
    .execute();
  if (refund.ending.length > 0) {
    await tx
      .updateTable('order_items')
      .set({ refunded_at: recorded.at })
      .where(
        'id',
        'in',
        refund.ending.map((item) => item.id),
      )
      .execute();
  }
  return id;
}
