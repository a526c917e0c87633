import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../domain/errors.ts';
import {
  enrolmentListSchema,
  learnerCancelSchema,
  learnerOrderSchema,
  orderNumberParamsSchema,
  reportPaymentSchema,
  type LearnerOrder,
} from '../../domain/learner-orders.ts';
import {
  canCorrectUtr,
  findTransition,
  refusedTransitionMessage,
} from '../../domain/order-states.ts';
import { upiLink } from '../../domain/upi.ts';
import { linesWithCohorts } from '../repositories/delivery/lines-with-cohorts.ts';
import { requireUser, requireUserUncached } from '../auth/guards.ts';
import { documentsOfOrder, issuedDocumentPdf, sendPdf } from '../invoices/invoice-files.ts';
import { HttpError } from '../errors.ts';
import {
  cancelOwnOrder,
  correctReportedUtr,
  NO_SUCH_ORDER,
  reportPayment,
} from '../orders/learner-actions.ts';
import { activeEnrolments } from '../repositories/enrolments.ts';
import { findOwnOrder, otherOrdersWithUtr, type OrderRow } from '../repositories/orders.ts';
import { limitedBy } from '../rate-limits.ts';

/** A learner's own orders and enrolments. Anyone else's order is 404, never 403. */
export async function learnerOrderRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const { siteName, upi } = app.config;
  const tags = ['orders'];
  /** A learner's action on their order answers with the order as it now stands. */
  const orderActionResponses = {
    200: learnerOrderSchema,
    401: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
    429: apiErrorSchema,
  };

  const pageOf = async (row: OrderRow): Promise<LearnerOrder> => {
    const awaiting = row.status === 'awaiting_payment';
    return {
      number: row.number,
      status: row.status,
      created_at: row.created_at,
      expires_at: row.expires_at,
      items: await linesWithCohorts(db, row.id),
      original_paise: row.original_paise,
      discount_paise: row.discount_paise,
      total_paise: row.total_paise,
      referral_code: row.referral_code,
      reported_utr: row.reported_utr,
      cancel_reason: row.cancel_reason,
      refund_paise: row.refund_paise,
      upi: awaiting
        ? {
            link: upiLink({
              payeeId: upi.payeeId,
              payeeName: upi.payeeName,
              amountPaise: row.total_paise,
              reference: row.number,
              note: `${siteName} order ${row.number}`,
            }),
            payee_id: upi.payeeId,
            payee_name: upi.payeeName,
            amount_paise: row.total_paise,
          }
        : null,
      can_report_payment: !!findTransition(row.status, 'payment_reported', 'learner'),
      can_correct_utr: canCorrectUtr(row.status),
      // Said at once, so a mistyped UTR is caught before staff look for money that isn't there.
      utr_used_elsewhere:
        row.status === 'payment_reported' &&
        (await otherOrdersWithUtr(db, row.reported_utr, row.id)).length > 0,
      can_cancel: !!findTransition(row.status, 'cancelled', 'learner'),
      documents: (await documentsOfOrder(db, row.id)).map((d) => ({
        kind: d.kind,
        number: d.number,
        issued_at: d.issued_at,
        total_paise: d.total_paise,
        url: `/api/orders/${row.number}/documents/${d.id}`,
      })),
    };
  };
  const ownOrder = async (userId: number, number: string) => {
    const row = await findOwnOrder(db, userId, number);
    if (!row) throw new HttpError(404, NO_SUCH_ORDER);
    return row;
  };

  r.get(
    '/api/orders/:number/',
    {
      schema: {
        summary: 'One of the signed-in learner’s orders, with how to pay it while unpaid',
        tags,
        params: orderNumberParamsSchema,
        response: { 200: learnerOrderSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUserUncached(app, request, reply);
      return pageOf(await ownOrder(user.id, request.params.number));
    },
  );

  r.post(
    '/api/orders/:number/payment/',
    {
      schema: {
        summary: 'Report the payment of an order with its UPI reference (UTR)',
        description:
          'The order waits for staff to confirm the money arrived; it is not paid until then. Repeating it changes nothing.',
        tags,
        params: orderNumberParamsSchema,
        body: reportPaymentSchema,
        response: { ...orderActionResponses, 400: apiErrorSchema },
      },
      config: limitedBy(app, 'learner-orders'),
    },
    async (request) => {
      const user = await requireUser(app, request);
      const row = await ownOrder(user.id, request.params.number);
      if (row.status === 'payment_reported' && row.reported_utr === request.body.utr) {
        return pageOf(row);
      }
      if (!findTransition(row.status, 'payment_reported', 'learner')) {
        throw new HttpError(409, refusedTransitionMessage(row.status, 'payment_reported'));
      }
      const moved = await db
        .transaction()
        .execute((tx) => reportPayment(app, tx, row, request.body.utr));
      if (moved) app.mailWorker.notify();
      return pageOf(await ownOrder(user.id, row.number));
    },
  );

  r.post(
    '/api/orders/:number/cancel/',
    {
      schema: {
        summary: 'Cancel an order that still awaits payment, optionally saying why',
        tags,
        params: orderNumberParamsSchema,
        body: learnerCancelSchema,
        response: { ...orderActionResponses, 400: apiErrorSchema },
      },
      config: limitedBy(app, 'learner-orders'),
    },
    async (request) => {
      const user = await requireUser(app, request);
      const reason = request.body?.reason ?? null;
      await cancelOwnOrder(app, user, request.params.number, reason);
      return pageOf(await ownOrder(user.id, request.params.number));
    },
  );

  r.post(
    '/api/orders/:number/utr/',
    {
      schema: {
        summary: 'Correct the UPI reference (UTR) of a payment staff are verifying',
        description:
          'Only while the order is "payment reported". Each change is on the order’s timeline and in the audit log; the team is mailed.',
        tags,
        params: orderNumberParamsSchema,
        body: reportPaymentSchema,
        response: { ...orderActionResponses, 400: apiErrorSchema },
      },
      config: limitedBy(app, 'learner-orders'),
    },
    async (request) => {
      const user = await requireUser(app, request);
      await correctReportedUtr(app, user, request.params.number, request.body.utr);
      return pageOf(await ownOrder(user.id, request.params.number));
    },
  );

  r.get(
    '/api/orders/:number/documents/:id',
    {
      schema: {
        summary: 'The PDF of an invoice or credit note of one of your orders',
        tags,
        params: orderNumberParamsSchema.extend({
          id: z.coerce.number().int().positive().max(2_147_483_647),
        }),
        response: { 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      const row = await ownOrder(user.id, request.params.number);
      const file = await issuedDocumentPdf(db, request.params.id, row.id);
      if (!file) throw new HttpError(404, 'There is no such document.');
      return sendPdf(reply, file);
    },
  );

  r.get(
    '/api/enrolments/',
    {
      schema: {
        summary: 'The programs the signed-in learner is enrolled in',
        tags,
        response: { 200: enrolmentListSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUserUncached(app, request, reply);
      return { results: await activeEnrolments(db, user.id) };
    },
  );
}
