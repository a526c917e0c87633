import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Tx = Transaction<Database>;

export interface Allocation {
  lineId: number;
  orderId: number;
  amountPaise: number;
  actorId: number | null;
  at: string;
}

/**
 * Spends `amountPaise` of a credit on an order. The credit's running sum rises in the same
 * statement, which the database refuses beyond the credit's amount; a credit spent in full is
 * settled then. The caller holds the credit's lock (credit-locks.ts) and has checked what is left.
 */
export async function allocate(tx: Tx, allocation: Allocation): Promise<void> {
  const { lineId, orderId, amountPaise, actorId, at } = allocation;
  await tx
    .insertInto('bank_allocations')
    .values({
      bank_line_id: lineId,
      order_id: orderId,
      amount_paise: amountPaise,
      allocated_at: at,
      allocated_by: actorId,
    })
    .execute();
  const spent = sql<boolean>`allocated_paise + ${amountPaise} = amount_paise`;
  await tx
    .updateTable('bank_lines')
    .set((eb) => ({
      allocated_paise: eb('allocated_paise', '+', amountPaise),
      settled_at: sql`case when ${spent} then ${at} else settled_at end`,
      settled_by: sql`case when ${spent} then ${actorId} else settled_by end`,
    }))
    .where('id', '=', lineId)
    .execute();
}

/** What the credits have paid of an order so far. */
export async function allocatedToOrder(tx: Tx, orderId: number): Promise<number> {
  const row = await tx
    .selectFrom('bank_allocations')
    .select((eb) => eb.fn.sum<number | string | null>('amount_paise').as('paid'))
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return Number(row?.paid ?? 0);
}

/** Whether this credit has paid any of this order already. */
export async function hasAllocation(tx: Tx, lineId: number, orderId: number): Promise<boolean> {
  const row = await tx
    .selectFrom('bank_allocations')
    .select('id')
    .where('bank_line_id', '=', lineId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row !== undefined;
}
