import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import {
  canCorrectUtr,
  findTransition,
  refusedTransitionMessage,
} from '../../domain/order-states.ts';
import { ORDER_STATUS_LABELS } from '../../domain/order-statuses.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { User } from '../auth/sessions.ts';
import { nowIso } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import {
  orderCancelledMail,
  orderPlacedLearnerMail,
  paymentDetailsReceivedMail,
} from '../mail/learner-order-mails.ts';
import {
  orderPlacedMail,
  paymentReportedStaffMail,
  utrCorrectedStaffMail,
} from '../mail/order-mails.ts';
import { enqueueMail } from '../mail/outbox.ts';
import {
  findOwnOrder,
  markPaymentReported,
  orderItems,
  recordOrderEvent,
  replaceReportedUtr,
  type OrderRow,
} from '../repositories/orders.ts';
import { orderMailSettings } from './staff-transitions.ts';

export const NO_SUCH_ORDER = 'There is no such order.';

/** The mails of a new order, in the transaction that stores it: the team's and the learner's. */
export async function queueOrderPlacedMails(
  app: FastifyInstance,
  tx: Transaction<Database>,
  row: OrderRow,
) {
  const settings = orderMailSettings(app);
  const items = await orderItems(tx, row.id);
  await enqueueMail(tx, orderPlacedMail(row, items, settings));
  await enqueueMail(tx, orderPlacedLearnerMail(row, items, settings));
}

/**
 * The learner says they paid: the order waits for staff to confirm it, with the UTR they gave.
 * False when the order was not awaiting payment (a repeat changes nothing and mails nothing).
 */
export async function reportPayment(
  app: FastifyInstance,
  tx: Transaction<Database>,
  row: OrderRow,
  utr: string | null,
): Promise<boolean> {
  if (!(await markPaymentReported(tx, row.id, utr))) return false;
  const settings = orderMailSettings(app);
  const reported = { ...row, reported_utr: utr };
  const items = await orderItems(tx, row.id);
  await enqueueMail(tx, paymentDetailsReceivedMail(reported, items, settings));
  await enqueueMail(tx, paymentReportedStaffMail(reported, items, settings));
  return true;
}

/**
 * The learner corrects the UTR of a payment staff are still verifying: the order, a line on its
 * timeline, the audit row and the team's mail in one transaction. The same UTR changes nothing.
 */
export async function correctReportedUtr(
  app: FastifyInstance,
  user: User,
  number: string,
  utr: string,
): Promise<void> {
  const { db } = app.database;
  const changed = await db.transaction().execute(async (tx) => {
    const row = await findOwnOrder(tx, user.id, number);
    if (!row) throw new HttpError(404, NO_SUCH_ORDER);
    if (!canCorrectUtr(row.status)) {
      throw new HttpError(
        409,
        `This order is ${ORDER_STATUS_LABELS[row.status].toLowerCase()}, so its UPI reference can't be changed.`,
      );
    }
    if (row.reported_utr === utr) return false;
    const now = nowIso();
    if (!(await replaceReportedUtr(tx, row, utr, now))) {
      throw new HttpError(409, 'This order changed. Reload the page.');
    }
    await recordOrderEvent(tx, {
      orderId: row.id,
      kind: 'utr_corrected',
      from: row.status,
      to: row.status,
      actorId: null,
      note: `UTR ${row.reported_utr ?? '(none)'} → ${utr}`,
      at: now,
    });
    await recordAudit(tx, user, {
      action: 'order.correct-utr',
      recordType: 'order',
      recordId: row.number,
      changes: [{ field: 'reported_utr', before: row.reported_utr, after: utr }],
    });
    const corrected = { ...row, reported_utr: utr, version: row.version + 1 };
    await enqueueMail(
      tx,
      utrCorrectedStaffMail(corrected, row.reported_utr, orderMailSettings(app)),
    );
    return true;
  });
  if (changed) app.mailWorker.notify();
}

/** The learner drops an order they have not paid, saying why if they wish. */
export async function cancelOwnOrder(
  app: FastifyInstance,
  user: User,
  number: string,
  reason: string | null,
) {
  const { db } = app.database;
  await db.transaction().execute(async (tx) => {
    const row = await findOwnOrder(tx, user.id, number);
    if (!row) throw new HttpError(404, NO_SUCH_ORDER);
    if (!findTransition(row.status, 'cancelled', 'learner')) {
      throw new HttpError(409, refusedTransitionMessage(row.status, 'cancelled'));
    }
    const now = nowIso();
    const moved = await tx
      .updateTable('orders')
      .set((eb) => ({
        status: 'cancelled',
        cancelled_at: now,
        cancel_reason: reason,
        updated_at: now,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .executeTakeFirst();
    if (moved.numUpdatedRows === 0n)
      throw new HttpError(409, 'This order changed. Reload the page.');
    await recordOrderEvent(tx, {
      orderId: row.id,
      kind: 'cancelled',
      from: row.status,
      to: 'cancelled',
      actorId: null,
      note: reason ? `Cancelled by the learner: ${reason}` : 'Cancelled by the learner',
      at: now,
    });
    await enqueueMail(
      tx,
      orderCancelledMail(row, await orderItems(tx, row.id), null, orderMailSettings(app)),
    );
  });
  app.mailWorker.notify();
}
