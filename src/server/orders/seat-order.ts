import type { FastifyInstance } from 'fastify';
import type { StaffOrderDetail } from '../../domain/staff/orders.ts';
import { quoteSeats, type SeatOrderRequest } from '../../domain/staff/seat-order.ts';
import type { User } from '../auth/sessions.ts';
import { nowIso } from '../db/database.ts';
import { HttpError } from '../errors.ts';
import { issueInvoice } from '../invoices/issue-documents.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { seatsPaidMail } from '../mail/seat-mails.ts';
import { insertSeats } from '../repositories/order-seats.ts';
import { staffOrderDetail } from '../repositories/staff/orders.ts';
import {
  buyerAccount,
  checkReferenceUnused,
  insertPaidManualOrder,
  recordManualOrderCreated,
  refusedIfReferenceTaken,
} from './manual-order.ts';
import { publishedTerms } from './plan-terms.ts';
import { inviteSeatHolders } from './seat-invitations.ts';
import { orderMailSettings } from './staff-transitions.ts';

/**
 * Records seats of one program and plan that a company paid for outside checkout, one for each
 * learner listed, and settles the order as a manual order is settled, in one transaction: the
 * order (paid, billed to the company, belonging to its billing contact's account) with its one
 * line of seats and the seats, the invoice with the line's quantity, the timeline, the audit
 * row, the billing contact's mail with the invoice, and each learner's invitation to their seat.
 * Nobody is enrolled yet: each learner is when they take their seat (seat-claim.ts).
 */
export async function createSeatOrder(
  app: FastifyInstance,
  actor: User,
  request: SeatOrderRequest,
): Promise<StaffOrderDetail> {
  const seats = request.learners.length;
  const quoted = quoteSeats(request, seats);
  if (!quoted.ok) throw new HttpError(400, quoted.error, {}, { field: 'program' });
  const { quote } = quoted;
  const [line] = quote.lines;
  const [terms] = await publishedTerms(app, quote.lines);
  const settings = orderMailSettings(app);

  const number = await app.database.db
    .transaction()
    .execute(async (tx) => {
      const account = await buyerAccount(tx, request.email);
      await checkReferenceUnused(tx, request.reference);
      const now = nowIso();
      const order = await insertPaidManualOrder(tx, account, request, [quote, undefined], now);
      const item = await tx
        .insertInto('order_items')
        .values({
          order_id: order.id,
          position: 0,
          program: line!.program.name,
          plan: line!.plan.name,
          plan_paise: line!.plan_paise,
          discount_paise: 0,
          terms: JSON.stringify(terms),
          seats,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertSeats(tx, { orderId: order.id, itemId: item.id }, request.learners, now);
      await recordManualOrderCreated(
        tx,
        actor,
        order,
        { ...request, referral_code: null },
        [
          { field: 'programs', before: null, after: [line!.program.name] },
          { field: 'seats', before: null, after: request.learners },
        ],
        now,
      );

      const invoiceId = await issueInvoice(tx, order, app.config, now);
      const paid = { program: line!.program.name, plan: line!.plan.name, seats };
      await enqueueMail(tx, seatsPaidMail(order, paid, invoiceId, settings));
      await inviteSeatHolders(tx, order, settings, now);
      return order.number;
    })
    .catch(refusedIfReferenceTaken(request.reference));
  app.mailWorker.notify();
  return (await staffOrderDetail(app.database.db, number))!;
}
