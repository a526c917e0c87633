import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { formatPaise } from '../../domain/money.ts';
import {
  ORDER_CHANGED,
  findTransition,
  refusedTransitionMessage,
} from '../../domain/order-states.ts';
import type { OrderTransitionRequest, StaffOrderDetail } from '../../domain/staff/orders.ts';
import { recordAudit, type AuditChange } from '../audit/audit-log.ts';
import type { User } from '../auth/sessions.ts';
import { nowIso } from '../db/database.ts';
import type { Database, OrderTable } from '../db/schema.ts';
import { HttpError, isUniqueViolation } from '../errors.ts';
import {
  enrolledMail,
  orderCancelledMail,
  refundRecordedMail,
  type OrderMailSettings,
} from '../mail/learner-order-mails.ts';
import { queueWelcomeMails } from '../mail/cohort-mails.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { issueCreditNote, issueInvoice } from '../invoices/issue-documents.ts';
import { endEnrolments, enrolOrder } from '../repositories/enrolments.ts';
import { orderItems, recordOrderEvent, type OrderRow } from '../repositories/orders.ts';
import { findOrderRow, staffOrderDetail } from '../repositories/staff/orders.ts';
import { settleLineOfUtr } from '../reconciliation/bank-lines.ts';
import { addOrderNote } from './order-notes.ts';
import {
  applyPlanChanges,
  plansBackOnRefund,
  planChangeAudit,
  upgradesOnPayment,
} from './plan-changes.ts';
import { recordRefund, refundOf, type OrderRefund } from './order-refunds.ts';

export function orderMailSettings(app: FastifyInstance): OrderMailSettings {
  return {
    sender: app.config.identity,
    publicOrigin: app.config.publicOrigin,
    enquiryInbox: app.config.mail.enquiryInbox,
    payeeId: app.config.upi.payeeId,
  };
}

/** A refused change: the person sees why, and the order as it is now. */
export class OrderConflict extends HttpError {
  constructor(message: string, order: StaffOrderDetail) {
    super(409, message, {}, { order });
  }
}

/**
 * Marking paid from bank credits (reconciliation/settle-orders.ts): an order paid from several
 * credits, from one shared with another order, or net of TDS has no UTR of its own; the
 * timeline's note says which credits paid it.
 */
export interface PaidFromCredits {
  to: 'paid';
  version: number;
  utr: string | null;
  note: string;
}

/** The caller's transaction when it holds one (a settlement of several orders), else a new one. */
function transactionOf(
  db: Kysely<Database>,
  within: Transaction<Database> | undefined,
): { execute<T>(work: (tx: Transaction<Database>) => Promise<T>): Promise<T> } {
  return within ? { execute: (work) => work(within) } : db.transaction();
}

type Changes = Partial<Omit<OrderTable, 'id' | 'version'>>;

/** What each kind of change writes to the order, and the line it adds to the timeline. */
function effectsOf(
  request: OrderTransitionRequest | PaidFromCredits,
  now: string,
  refund: OrderRefund | null,
  refundedBefore: number,
) {
  switch (request.to) {
    case 'paid':
      return {
        status: request.to,
        set: { paid_utr: request.utr, paid_at: now } satisfies Changes,
        note: 'note' in request ? request.note : `UTR ${request.utr}`,
      };
    case 'cancelled':
      return {
        status: request.to,
        set: { cancel_reason: request.reason, cancelled_at: now } satisfies Changes,
        note: request.reason,
      };
    case 'refunded':
      return {
        status: refund!.status,
        set: {
          // The order keeps the sum of its refunds; each is a row of `refunds`.
          refund_paise: refundedBefore + request.amount_paise,
          refund_reason: request.reason,
          refunded_at: now,
        } satisfies Changes,
        note: `${formatPaise(request.amount_paise)}${
          refund!.names ? ` for ${refund!.names}` : ', access kept'
        }: ${request.reason}`,
      };
  }
}

async function conflict(tx: Transaction<Database>, number: string, message: string) {
  return new OrderConflict(message, (await staffOrderDetail(tx, number))!);
}

/**
 * Moves an order on for a staff member: the state, its version, the timeline, the audit row and
 * the learner's mail in one transaction (`within`, when the caller holds one). The version the
 * person saw must still be the order's, so two people acting at once can't both apply a change.
 */
export async function applyStaffTransition(
  app: FastifyInstance,
  actor: User,
  number: string,
  request: OrderTransitionRequest | PaidFromCredits,
  within?: Transaction<Database>,
): Promise<StaffOrderDetail> {
  const { db } = app.database;
  const settings = orderMailSettings(app);
  const result = await transactionOf(db, within)
    .execute(async (tx) => {
      const order = await findOrderRow(tx, number);
      if (!order) throw new HttpError(404, 'There is no such order.');
      if (order.version !== request.version) throw await conflict(tx, number, ORDER_CHANGED);
      if (!findTransition(order.status, request.to, 'staff')) {
        throw await conflict(tx, number, refusedTransitionMessage(order.status, request.to));
      }
      const refund = request.to === 'refunded' ? await refundOf(tx, order, request) : null;
      // Upgrade lines move an enrolment's plan rather than enrol or end it.
      const planChanges =
        request.to === 'paid'
          ? await upgradesOnPayment(tx, order)
          : refund
            ? await plansBackOnRefund(tx, order, refund.ending)
            : [];
      if (request.to === 'paid' && request.utr) {
        const other = await tx
          .selectFrom('orders')
          .select('number')
          .where('paid_utr', '=', request.utr)
          .executeTakeFirst();
        if (other) {
          throw new HttpError(
            409,
            `UTR ${request.utr} already confirmed the payment of order ${other.number}.`,
          );
        }
      }

      const now = nowIso();
      const { set, note, status } = effectsOf(request, now, refund, order.refund_paise ?? 0);
      const moved = await tx
        .updateTable('orders')
        .set((eb) => ({
          ...set,
          status,
          updated_at: now,
          version: eb('version', '+', 1),
        }))
        .where('id', '=', order.id)
        .where('version', '=', request.version)
        .executeTakeFirst();
      if (moved.numUpdatedRows === 0n) throw await conflict(tx, number, ORDER_CHANGED);

      await recordOrderEvent(tx, {
        orderId: order.id,
        kind: request.to,
        from: order.status,
        to: status,
        actorId: actor.id,
        note,
        at: now,
      });
      const changes: AuditChange[] = [
        { field: 'status', before: order.status, after: status },
        ...Object.entries(set)
          .filter(([field]) => !field.endsWith('_at'))
          .map(([field, after]) => ({
            field,
            before: order[field as keyof OrderRow] ?? null,
            after,
          })),
        ...(refund
          ? [
              { field: 'refund_amount_paise', before: null, after: refund.amountPaise },
              { field: 'refunded_programs', before: null, after: refund.names || null },
              ...(request.to === 'refunded' && request.internal_note
                ? [{ field: 'internal_note', before: null, after: request.internal_note }]
                : []),
            ]
          : []),
        ...planChangeAudit(planChanges),
      ];
      await recordAudit(tx, actor, {
        action: `order.${request.to}`,
        recordType: 'order',
        recordId: order.number,
        changes,
      });

      // Only the reason reaches the learner; the internal note stays among staff's notes.
      if ((request.to === 'cancelled' || request.to === 'refunded') && request.internal_note) {
        await addOrderNote(tx, actor, order, request.internal_note, now);
      }

      const items = await orderItems(tx, order.id);
      if (request.to === 'paid') {
        if (request.utr) await settleLineOfUtr(tx, request.utr, order.id, actor.id, now);
        await enrolOrder(tx, order, now);
        await applyPlanChanges(tx, planChanges);
        const invoiceId = await issueInvoice(tx, order, app.config, now);
        await enqueueMail(tx, enrolledMail(order, items, invoiceId, settings));
        await queueWelcomeMails(tx, order, settings);
      }
      if (request.to === 'cancelled') {
        await enqueueMail(tx, orderCancelledMail(order, items, request.reason, settings));
      }
      if (refund) {
        const programs = refund.ending
          .filter((item) => !item.upgrade_from)
          .map((item) => item.program);
        await endEnrolments(tx, order.id, programs, now);
        await applyPlanChanges(tx, planChanges);
        const creditNoteId = await issueCreditNote(tx, order, refund, app.config, now);
        const refundId = await recordRefund(tx, order, refund, {
          actorId: actor.id,
          creditNoteId,
          at: now,
        });
        await enqueueMail(tx, {
          ...refundRecordedMail(order, refundId, refund, settings),
          ...(creditNoteId === undefined ? {} : { attachmentInvoiceId: creditNoteId }),
        });
      }
      return (await staffOrderDetail(tx, number))!;
    })
    .catch((err: unknown) => {
      // Another order took the same UTR between the check and the update.
      if (isUniqueViolation(err) && request.to === 'paid') {
        throw new HttpError(
          409,
          `UTR ${request.utr} already confirmed the payment of another order.`,
        );
      }
      throw err;
    });
  app.mailWorker.notify();
  return result;
}
