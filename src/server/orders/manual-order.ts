import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { quoteCart } from '../../domain/pricing.ts';
import {
  manualOrderNote,
  type ManualOrderRequest,
  type PaidOrderRequest,
} from '../../domain/staff/manual-order.ts';
import type { StaffOrderDetail } from '../../domain/staff/orders.ts';
import { recordAudit, type AuditChange } from '../audit/audit-log.ts';
import type { User } from '../auth/sessions.ts';
import { nowIso } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { HttpError, isUniqueViolation } from '../errors.ts';
import { issueInvoice } from '../invoices/issue-documents.ts';
import { queueWelcomeMails } from '../mail/cohort-mails.ts';
import { enrolledMail } from '../mail/learner-order-mails.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { settleLineOfUtr } from '../reconciliation/bank-lines.ts';
import { enrolOrder } from '../repositories/enrolments.ts';
import {
  orderItems,
  pricedColumns,
  recordOrderEvent,
  type OrderRow,
} from '../repositories/orders.ts';
import { staffOrderDetail } from '../repositories/staff/orders.ts';
import { keyOf } from '../repositories/users.ts';
import { setLineCohorts } from '../repositories/upcoming-cohorts.ts';
import { invalidateCohortPages } from '../web/cohort-listings.ts';
import { orderMailSettings } from './staff-transitions.ts';
import { checkCohortChoices, newOrderNumber } from './new-order.ts';
import { takeOfferUse } from './offer-codes.ts';
import { publishedTerms } from './plan-terms.ts';

export const referenceTaken = (reference: string, number?: string) =>
  `Reference ${reference} already paid order ${number ?? 'another order'}: one payment pays one order. Check the reference, or open that order.`;

/**
 * The account the order belongs to. Orders and enrolments belong to an account, and the invoice
 * and the enrolment go to its address, so the buyer must have signed up and proved it: else
 * anyone who registered an address they don't read could receive someone else's purchase.
 */
export async function buyerAccount(tx: Transaction<Database>, email: string) {
  const account = await tx
    .selectFrom('users')
    .select(['id', 'email', 'email_verified_at'])
    .where('email_key', '=', keyOf(email))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!account) {
    throw new HttpError(
      409,
      `No account uses ${email}. Ask the buyer to sign up on the site with this address, then create the order.`,
      {},
      { field: 'email' },
    );
  }
  if (!account.email_verified_at) {
    throw new HttpError(
      409,
      `The account with ${email} has not confirmed its address yet. Ask the buyer to confirm it from their profile, then create the order.`,
      {},
      { field: 'email' },
    );
  }
  return account;
}

/**
 * Refused when the reference already paid an order, or a learner reported it for an order still
 * waiting to be marked paid: that order is the one it pays. An order cancelled or expired after
 * its report can't be paid any more, so its money may be recorded here.
 */
export async function checkReferenceUnused(tx: Transaction<Database>, reference: string) {
  const other = await tx
    .selectFrom('orders')
    .select(['number', 'paid_utr'])
    .where((eb) =>
      eb.or([
        eb('paid_utr', '=', reference),
        eb.and([eb('reported_utr', '=', reference), eb('status', '=', 'payment_reported')]),
      ]),
    )
    .orderBy('id')
    .executeTakeFirst();
  if (!other) return;
  if (other.paid_utr === reference)
    throw new HttpError(409, referenceTaken(reference, other.number));
  throw new HttpError(
    409,
    `A learner reported paying order ${other.number} with reference ${reference}. Mark that order as paid instead of creating another.`,
  );
}

type Account = Awaited<ReturnType<typeof buyerAccount>>;

/**
 * The order row of a manual order, paid on creation with the payment's reference: the buyer's
 * details as staff gave them, its amounts as priced.
 */
export async function insertPaidManualOrder(
  tx: Transaction<Database>,
  account: Account,
  request: PaidOrderRequest,
  priced: Parameters<typeof pricedColumns>,
  now: string,
): Promise<OrderRow> {
  return tx
    .insertInto('orders')
    .values({
      number: newOrderNumber(),
      user_id: account.id,
      idempotency_key: `manual-${randomUUID()}`,
      request_hash: createHash('sha256').update(JSON.stringify(request)).digest('hex'),
      name: request.name,
      // The account's own spelling of its address: the one it proved.
      email: account.email,
      address: request.address,
      phone: request.phone,
      buyer_state: request.state,
      buyer_gstin: request.buyer_gstin || null,
      buyer_company: request.company || null,
      ...pricedColumns(...priced),
      status: 'paid',
      source: 'manual',
      payment_method: request.payment_method,
      payment_received_on: request.received_on,
      paid_utr: request.reference,
      paid_at: now,
      created_at: now,
      updated_at: now,
      payment_reported_at: null,
      // Paid on creation: reminders and expiry only ever look at orders awaiting payment.
      expires_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The manual order's line on its timeline and its audit row (`order.create`); `bought` names
 * what it bought, in the audit's words. Then the payment's bank credit reads as reconciled.
 */
export async function recordManualOrderCreated(
  tx: Transaction<Database>,
  actor: User,
  order: OrderRow,
  request: PaidOrderRequest & { referral_code: string | null },
  bought: AuditChange[],
  now: string,
): Promise<void> {
  await recordOrderEvent(tx, {
    orderId: order.id,
    kind: 'created_by_staff',
    from: null,
    to: 'paid',
    actorId: actor.id,
    note: manualOrderNote(request),
    at: now,
  });
  await recordAudit(tx, actor, {
    action: 'order.create',
    recordType: 'order',
    recordId: order.number,
    changes: [
      { field: 'status', before: null, after: 'paid' },
      { field: 'source', before: null, after: 'manual' },
      { field: 'email', before: null, after: order.email },
      ...bought,
      { field: 'total_paise', before: null, after: order.total_paise },
      ...(order.referral_code
        ? [{ field: 'referral_code', before: null, after: order.referral_code }]
        : []),
      { field: 'payment_method', before: null, after: request.payment_method },
      { field: 'paid_utr', before: null, after: request.reference },
      { field: 'payment_received_on', before: null, after: request.received_on },
    ],
  });
  await settleLineOfUtr(tx, request.reference, order.id, actor.id, now);
}

/** Another order took the same reference between the check and the insert: said in words. */
export function refusedIfReferenceTaken(reference: string) {
  return (err: unknown): never => {
    if (isUniqueViolation(err)) throw new HttpError(409, referenceTaken(reference));
    throw err;
  };
}

/**
 * Records an order staff take for money that came outside checkout (a company's bank transfer, a
 * UPI payment sent straight to the account), priced from the catalogue as checkout prices it, and
 * settles it as a checkout order is settled when marked paid: in one transaction the order and
 * its lines, paid with the payment's reference, its invoice, the enrolments, the timeline, the
 * audit row and the buyer's 'payment received' mail with the invoice. A code is taken as checkout
 * takes it (takeOfferUse): refused as the cart refuses it, and one use of it held for the buyer.
 */
export async function createManualOrder(
  app: FastifyInstance,
  actor: User,
  request: ManualOrderRequest,
): Promise<StaffOrderDetail> {
  const quoted = quoteCart(request.lines);
  if (!quoted.ok) throw new HttpError(400, quoted.error, {}, { field: 'lines' });
  const { quote } = quoted;
  const terms = await publishedTerms(app, quote.lines);
  const chosen = request.lines.map((line) => line.cohort_id ?? null);
  const settings = orderMailSettings(app);

  const number = await app.database.db
    .transaction()
    .execute(async (tx) => {
      const account = await buyerAccount(tx, request.email);
      await checkReferenceUnused(tx, request.reference);
      await checkCohortChoices(tx, quote.lines, chosen, 'lines');
      const priced = request.referral_code
        ? await takeOfferUse(tx, request.lines, request.referral_code, account.id)
        : { quote, offer: undefined };

      const now = nowIso();
      const order = await insertPaidManualOrder(
        tx,
        account,
        request,
        [priced.quote, priced.offer],
        now,
      );
      await tx
        .insertInto('order_items')
        .values(
          priced.quote.lines.map((line, position) => ({
            order_id: order.id,
            position,
            program: line.program.name,
            plan: line.plan.name,
            plan_paise: line.plan_paise,
            discount_paise: line.discount_paise,
            terms: JSON.stringify(terms[position]),
          })),
        )
        .execute();
      await setLineCohorts(tx, order.id, chosen);
      const programs = quote.lines.map((l) => l.program.name);
      await recordManualOrderCreated(
        tx,
        actor,
        order,
        request,
        [{ field: 'programs', before: null, after: programs }],
        now,
      );

      await enrolOrder(tx, order, now);
      const invoiceId = await issueInvoice(tx, order, app.config, now);
      const items = await orderItems(tx, order.id);
      await enqueueMail(tx, enrolledMail(order, items, invoiceId, settings));
      await queueWelcomeMails(tx, order, settings);
      return order.number;
    })
    .catch(refusedIfReferenceTaken(request.reference));
  app.mailWorker.notify();
  if (chosen.some((id) => id !== null)) invalidateCohortPages(app);
  return (await staffOrderDetail(app.database.db, number))!;
}
