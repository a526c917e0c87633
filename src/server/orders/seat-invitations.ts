import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { OrderMailSettings } from '../mail/learner-order-mails.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { seatInvitationMail } from '../mail/seat-mails.ts';
import { seatTokenHash } from '../repositories/order-seats.ts';
import type { OrderRow } from '../repositories/orders.ts';

type Order = Pick<OrderRow, 'id' | 'buyer_company' | 'name'>;

/**
 * Mails the seat's learner a new link to take it, in the caller's transaction: a new token, whose
 * hash replaces the last one, so a link mailed before (to a mistyped address, say) stops working.
 */
export async function inviteToSeat(
  tx: Transaction<Database>,
  order: Order,
  seat: { id: number; email: string; program: string; plan: string },
  settings: OrderMailSettings,
  at: string,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await tx
    .updateTable('order_seats')
    .set({ token_hash: seatTokenHash(token), invited_at: at, updated_at: at })
    .where('id', '=', seat.id)
    .execute();
  await enqueueMail(tx, seatInvitationMail(order, seat, seat, token, settings));
}

/** Once the order is paid, in that transaction: each of its seats' learners is invited. */
export async function inviteSeatHolders(
  tx: Transaction<Database>,
  order: Order,
  settings: OrderMailSettings,
  at: string,
): Promise<void> {
  const seats = await tx
    .selectFrom('order_seats as s')
    .innerJoin('order_items as i', 'i.id', 's.order_item_id')
    .select(['s.id', 's.email', 'i.program', 'i.plan'])
    .where('s.order_id', '=', order.id)
    .where('s.invited_at', 'is', null)
    .orderBy('s.order_item_id')
    .orderBy('s.position')
    .execute();
  for (const seat of seats) await inviteToSeat(tx, order, seat, settings, at);
}
