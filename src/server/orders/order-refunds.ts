import type { Transaction } from 'kysely';
import { discountWeights, paidPerLine } from '../../domain/gst/tax-split.ts';
import { lineName, refundTooLargeMessage } from '../../domain/staff/refund-lines.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { orderItems, type OrderRow } from '../repositories/orders.ts';

type Item = Awaited<ReturnType<typeof orderItems>>[number];

/** A refund of some lines of an order: which, and what stays. */
export interface LineRefund {
  amountPaise: number;
  reason: string;
  /** The lines given back, with their places on the order (and so on its invoice). */
  refunded: Array<Item & { place: number }>;
  kept: Item[];
  /** 'Python (Pro Plan), Java (Basic Plan)': for the timeline and the audit row. */
  names: string;
}

/**
 * Checks a refund against the order: its lines are this order's, and the amount is at most what
 * was paid for them (their prices less their shares of the discount, as the invoice has them).
 */
export async function lineRefundOf(
  tx: Transaction<Database>,
  order: OrderRow,
  request: { lines: number[]; amount_paise: number; reason: string },
): Promise<LineRefund> {
  const items = await orderItems(tx, order.id);
  const ids = new Set(items.map((item) => item.id));
  if (!request.lines.every((id) => ids.has(id))) {
    throw new HttpError(400, 'Choose programs of this order.', {}, { field: 'lines' });
  }
  const paid = paidPerLine(
    items.map((item) => item.plan_paise),
    order.discount_paise,
    discountWeights(items),
  );
  const chosen = new Set(request.lines);
  const refunded = items
    .map((item, place) => ({ ...item, place }))
    .filter((item) => chosen.has(item.id));
  const most = refunded.reduce((sum, item) => sum + paid[item.place]!, 0);
  if (request.amount_paise > most) {
    throw new HttpError(400, refundTooLargeMessage(most), {}, { field: 'amount_paise' });
  }
  return {
    amountPaise: request.amount_paise,
    reason: request.reason,
    refunded,
    kept: items.filter((item) => !chosen.has(item.id)),
    names: refunded.map(lineName).join(', '),
  };
}

/** Marks the lines a refund gave back. */
export async function markLinesRefunded(tx: Transaction<Database>, refund: LineRefund, at: string) {
  await tx
    .updateTable('order_items')
    .set({ refunded_at: at })
    .where(
      'id',
      'in',
      refund.refunded.map((item) => item.id),
    )
    .execute();
}
