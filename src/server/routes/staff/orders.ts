import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../domain/errors.ts';
import { manualOrderSchema } from '../../../domain/staff/manual-order.ts';
import {
  enrolmentParamsSchema,
  orderConflictSchema,
  orderListQuerySchema,
  orderNoteRequestSchema,
  orderParamsSchema,
  orderPulseSchema,
  orderTransitionSchema,
  staffOrderDetailSchema,
  staffOrderPageSchema,
} from '../../../domain/staff/orders.ts';
import { requirePermission } from '../../auth/guards.ts';
import { HttpError } from '../../errors.ts';
import { can, refusalFor } from '../../../domain/roles.ts';
import { resendInvoice } from '../../orders/invoice-resend.ts';
import { createManualOrder } from '../../orders/manual-order.ts';
import { addOrderNote } from '../../orders/order-notes.ts';
import { restoreAccess } from '../../orders/restore-access.ts';
import { applyStaffTransition } from '../../orders/staff-transitions.ts';
import { issuedDocumentPdf, sendPdf } from '../../invoices/invoice-files.ts';
import {
  findOrderRow,
  listStaffOrders,
  orderPulse,
  staffOrderDetail,
} from '../../repositories/staff/orders.ts';
import { nowIso } from '../../db/database.ts';

export async function staffOrderRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const tags = ['staff'];
  const handles = { onRequest: requirePermission('handle-orders') };

  r.get(
    '/api/staff/orders/',
    {
      schema: {
        summary: 'Orders, newest first, with filters and search',
        tags,
        querystring: orderListQuerySchema,
        response: { 200: staffOrderPageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { page, page_size, ...filters } = request.query;
      return { ...(await listStaffOrders(db, filters, page, page_size)), page, page_size };
    },
  );

  r.get(
    '/api/staff/orders/:number/',
    {
      schema: {
        summary: 'One order: items, amounts, learner, UPI references and its timeline',
        tags,
        params: orderParamsSchema,
        response: { 200: staffOrderDetailSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const detail = await staffOrderDetail(db, request.params.number);
      if (!detail) throw new HttpError(404, 'There is no such order.');
      return detail;
    },
  );

  r.get(
    '/api/staff/orders/:number/documents/:id',
    {
      schema: {
        summary: 'The PDF of an invoice or credit note of an order',
        tags,
        params: orderParamsSchema.extend({
          id: z.coerce.number().int().positive().max(2_147_483_647),
        }),
        response: { 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const order = await findOrderRow(db, request.params.number);
      const file = order && (await issuedDocumentPdf(db, request.params.id, order.id));
      if (!file) throw new HttpError(404, 'There is no such document.');
      return sendPdf(reply, file);
    },
  );

  r.post(
    '/api/staff/orders/:number/transitions/',
    {
      ...handles,
      schema: {
        summary: 'Mark an order paid, cancel it, or record a refund (refunds: owner only)',
        description:
          'Send the `version` the order had when you opened it: if it changed since, or the move is not allowed from its current state, the answer is 409 with the order as it is now. One transaction: state, version, timeline, audit row and the learner’s mail.',
        tags,
        params: orderParamsSchema,
        body: orderTransitionSchema,
        response: {
          200: staffOrderDetailSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: orderConflictSchema.or(apiErrorSchema),
        },
      },
    },
    async (request) => {
      if (request.body.to === 'refunded' && !can(request.user!.role, 'refund')) {
        throw new HttpError(403, refusalFor('refund'));
      }
      return applyStaffTransition(app, request.user!, request.params.number, request.body);
    },
  );
  r.post(
    '/api/staff/orders/:number/enrolments/:program/restore/',
    {
      ...handles,
      schema: {
        summary: 'Give back access to a program of the order that a refund ended by mistake',
        description:
          'The program by its name on the order (URL-encoded) or its path. One transaction: the enrolment, the order’s timeline, the audit row (`enrolment.restore`) and the learner’s mail. 409 when the access is active already, or when its cohort’s seats have all been taken since.',
        tags,
        params: enrolmentParamsSchema,
        response: {
          200: staffOrderDetailSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) =>
      restoreAccess(app, request.user!, request.params.number, request.params.program),
  );

  r.get(
    '/api/staff/orders/pulse/',
    {
      schema: {
        summary: 'How many reported payments wait, and when any order last changed',
        description:
          'Cheap enough for the console to poll (every 30 s while its tab is visible): the menu shows the count, and the orders list loads again when `last_change_at` moves.',
        tags,
        response: { 200: orderPulseSchema },
      },
    },
    async () => orderPulse(db),
  );

  r.post(
    '/api/staff/orders/:number/notes/',
    {
      ...handles,
      schema: {
        summary: 'Add an internal note to an order (never mailed, never shown to the learner)',
        description: 'One transaction: the note and its audit row (`order.note`).',
        tags,
        params: orderParamsSchema,
        body: orderNoteRequestSchema,
        response: { 200: staffOrderDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { number } = request.params;
      await db.transaction().execute(async (tx) => {
        const order = await findOrderRow(tx, number);
        if (!order) throw new HttpError(404, 'There is no such order.');
        await addOrderNote(tx, request.user!, order, request.body.body, nowIso());
      });
      return (await staffOrderDetail(db, number))!;
    },
  );

  r.post(
    '/api/staff/orders/manual/',
    {
      ...handles,
      schema: {
        summary: 'Record an order paid outside checkout (a bank transfer, a direct UPI payment)',
        description:
          'The buyer must have an account with a confirmed address at the email given (409 otherwise: they sign up first). The lines are priced from the catalogue as checkout prices them, with `referral_code` when given: a code checkout would refuse is refused with 400 (field referral_code), one used up, overall or by this buyer, with 409, and the order takes one of its uses. A reference (UTR) that paid or was reported for another order is refused with 409. One transaction: the order (paid, `source` manual), its invoice, the enrolments, the timeline, the audit row (`order.create`) and the buyer’s “payment received” mail with the invoice.',
        tags,
        body: manualOrderSchema,
        response: {
          201: staffOrderDetailSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createManualOrder(app, request.user!, request.body)),
  );

  r.post(
    '/api/staff/orders/:number/invoice/resend/',
    {
      ...handles,
      schema: {
        summary: 'Mail the order’s latest invoice, and any credit notes, to the buyer again',
        description:
          'The same PDFs as first issued, one mail each, to the email on the order. One transaction: the mails, a line on the timeline and the audit row (`order.invoice_resend`). 409 when no invoice has been issued yet.',
        tags,
        params: orderParamsSchema,
        response: { 200: staffOrderDetailSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => resendInvoice(app, request.user!, request.params.number),
  );
}
