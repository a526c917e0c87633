import type { Kysely, Transaction } from 'kysely';
import { lineName } from '../../domain/staff/refund-lines.ts';
import type { Database } from '../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export interface RecordedRefund {
  id: number;
  amount_paise: number;
  reason: string;
  created_at: string;
  by: string | null;
  /** The lines whose access it ended, in words. */
  programs: string[];
  credit_note: string | null;
  /** What it gave back of each line, by order item id. */
  per_line: Map<number, number>;
}

/** An order's refunds, oldest first, each with its credit note and what it took of each line. */
export async function refundsOfOrder(db: Executor, orderId: number): Promise<RecordedRefund[]> {
  const [refunds, lines] = await Promise.all([
    db
      .selectFrom('refunds as r')
      .leftJoin('users as u', 'u.id', 'r.actor_id')
      .leftJoin('invoices as n', 'n.id', 'r.credit_note_id')
      .select(['r.id', 'r.amount_paise', 'r.reason', 'r.created_at', 'u.username', 'n.number'])
      .where('r.order_id', '=', orderId)
      .orderBy('r.id')
      .execute(),
    db
      .selectFrom('refund_lines as l')
      .innerJoin('refunds as r', 'r.id', 'l.refund_id')
      .innerJoin('order_items as i', 'i.id', 'l.order_item_id')
      .select([
        'l.refund_id',
        'l.order_item_id',
        'l.amount_paise',
        'i.program',
        'i.plan',
        'i.upgrade_from',
        'l.ended',
      ])
      .where('r.order_id', '=', orderId)
      .orderBy('i.position')
      .execute(),
  ]);
  return refunds.map((refund) => {
    const own = lines.filter((line) => line.refund_id === refund.id);
    return {
      id: refund.id,
      amount_paise: refund.amount_paise,
      reason: refund.reason,
      created_at: refund.created_at,
      by: refund.username,
      programs: own.filter((line) => Number(line.ended) === 1).map(lineName),
      credit_note: refund.number,
      per_line: new Map(own.map((line) => [line.order_item_id, line.amount_paise])),
    };
  });
}

/** What an order's refunds gave back of each of its lines, by order item id. */
export function refundedPerLine(refunds: readonly RecordedRefund[]): Map<number, number> {
  const sums = new Map<number, number>();
  for (const refund of refunds) {
    for (const [item, paise] of refund.per_line) sums.set(item, (sums.get(item) ?? 0) + paise);
  }
  return sums;
}
