import type { Kysely, Transaction } from 'kysely';
import type { OrderNote } from '../../domain/staff/orders.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { User } from '../auth/sessions.ts';
import type { Database } from '../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Adds staff's internal note to an order with its audit row, in the caller's transaction. Notes
 * go into no mail and no learner's page: only the console shows them.
 */
export async function addOrderNote(
  tx: Transaction<Database>,
  actor: User,
  order: { id: number; number: string },
  body: string,
  now: string,
): Promise<void> {
  await tx
    .insertInto('order_notes')
    .values({
      order_id: order.id,
      author_id: actor.id,
      author_name: actor.username,
      body,
      created_at: now,
    })
    .execute();
  await recordAudit(tx, actor, {
    action: 'order.note',
    recordType: 'order',
    recordId: order.number,
    changes: [{ field: 'note', before: null, after: body }],
  });
}

/** An order's notes, oldest first. */
export async function notesOfOrder(db: Executor, orderId: number): Promise<OrderNote[]> {
  const rows = await db
    .selectFrom('order_notes')
    .select(['id', 'author_id', 'author_name', 'body', 'created_at'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    author: row.author_id === null ? null : { id: row.author_id, name: row.author_name },
    author_name: row.author_name,
    body: row.body,
    created_at: row.created_at,
  }));
}
