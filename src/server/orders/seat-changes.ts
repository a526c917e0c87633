import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { StaffOrderDetail } from '../../domain/staff/orders.ts';
import { addressKey } from '../../domain/staff/seat-order.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { User } from '../auth/sessions.ts';
import { nowIso } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { HttpError, isUniqueViolation } from '../errors.ts';
import { seatName, seatOfOrder } from '../repositories/order-seats.ts';
import { findOrderRow, staffOrderDetail } from '../repositories/staff/orders.ts';
import { inviteToSeat } from './seat-invitations.ts';
import { orderMailSettings } from './staff-transitions.ts';

const TAKEN = 'This seat has been taken: it stays with the learner who took it.';
const REFUNDED = 'This seat’s line was refunded: the seat can no longer be taken.';

/**
 * The seat staff are changing, held until the transaction ends: a learner taking it meanwhile
 * waits, then finds it changed (seat-claim.ts). Refused when it was taken or its line refunded.
 * An order of seats is paid when it is created, so each of its seats has been invited.
 */
async function openSeat(tx: Transaction<Database>, number: string, seatId: number) {
  const order = await findOrderRow(tx, number);
  if (!order) throw new HttpError(404, 'There is no such order.');
  const seat = await seatOfOrder(tx, order.id, seatId);
  if (!seat) throw new HttpError(404, `Order ${order.number} has no such seat.`);
  // Writing the row holds it (PostgreSQL; SQLite writes one transaction at a time), and the
  // condition reads it as it is once held.
  const held = await tx
    .updateTable('order_seats')
    .set({ updated_at: nowIso() })
    .where('id', '=', seat.id)
    .where('claimed_at', 'is', null)
    .executeTakeFirst();
  if (held.numUpdatedRows === 0n) throw new HttpError(409, TAKEN);
  if (seat.refunded_at !== null) throw new HttpError(409, REFUNDED);
  return { order, seat };
}

/** Mails the seat's learner a new link; the one mailed before stops working. */
export async function resendSeatInvitation(
  app: FastifyInstance,
  actor: User,
  number: string,
  seatId: number,
): Promise<StaffOrderDetail> {
  const settings = orderMailSettings(app);
  const detail = await app.database.db.transaction().execute(async (tx) => {
    const { order, seat } = await openSeat(tx, number, seatId);
    const now = nowIso();
    await inviteToSeat(tx, order, seat, settings, now);
    await recordAudit(tx, actor, {
      action: 'seat.invitation_resend',
      recordType: 'order',
      recordId: order.number,
      changes: [{ field: seatName(seat), before: seat.invited_at, after: now }],
    });
    return (await staffOrderDetail(tx, number))!;
  });
  app.mailWorker.notify();
  return detail;
}

/**
 * Gives a seat nobody took yet to another learner: the address changes, the new learner is
 * invited, and the link mailed to the old address stops working.
 */
export async function changeSeatEmail(
  app: FastifyInstance,
  actor: User,
  number: string,
  seatId: number,
  email: string,
): Promise<StaffOrderDetail> {
  const settings = orderMailSettings(app);
  const detail = await app.database.db
    .transaction()
    .execute(async (tx) => {
      const { order, seat } = await openSeat(tx, number, seatId);
      if (seat.email_key === addressKey(email)) {
        throw new HttpError(400, `This seat is for ${seat.email} already.`, {}, { field: 'email' });
      }
      const now = nowIso();
      await tx
        .updateTable('order_seats')
        .set({ email, email_key: addressKey(email), updated_at: now })
        .where('id', '=', seat.id)
        .execute();
      await inviteToSeat(tx, order, { ...seat, email }, settings, now);
      await recordAudit(tx, actor, {
        action: 'seat.email',
        recordType: 'order',
        recordId: order.number,
        changes: [{ field: seatName(seat), before: seat.email, after: email }],
      });
      return (await staffOrderDetail(tx, number))!;
    })
    .catch((err: unknown) => {
      if (!isUniqueViolation(err)) throw err;
      throw new HttpError(
        409,
        `${email} has a seat of this order already: each learner takes one.`,
        {},
        { field: 'email' },
      );
    });
  app.mailWorker.notify();
  return detail;
}
