import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../domain/errors.ts';
import { staffOrderDetailSchema } from '../../../domain/staff/orders.ts';
import {
  seatEmailChangeSchema,
  seatOrderSchema,
  seatParamsSchema,
} from '../../../domain/staff/seat-order.ts';
import { requirePermission } from '../../auth/guards.ts';
import { changeSeatEmail, resendSeatInvitation } from '../../orders/seat-changes.ts';
import { createSeatOrder } from '../../orders/seat-order.ts';

/** Seats a company buys for its learners: the order, and each seat's invitation. */
export async function staffSeatOrderRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];
  const handles = { onRequest: requirePermission('handle-orders') };
  const seatAnswers = {
    200: staffOrderDetailSchema,
    400: apiErrorSchema,
    403: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
  };

  r.post(
    '/api/staff/orders/seats/',
    {
      ...handles,
      schema: {
        summary: 'Record seats of one program that a company paid for, one for each learner',
        description:
          'For a payment made outside checkout, as a manual order: `email` is the company’s billing contact, who must have an account with a confirmed address (409 otherwise); `company` is required and, with `buyer_gstin`, the invoice is B2B. `learners` lists 2 to 100 distinct addresses (or is the text of a box, one a line). Priced from the catalogue: the plan’s price for each seat, no code. A reference (UTR) that paid or was reported for another order is refused with 409. One transaction: the order (paid, `source` manual) with one line of seats, the seats, the invoice (the line’s `quantity` is the seats), the timeline, the audit row (`order.create`), the billing contact’s mail with the invoice and each learner’s invitation to take their seat.',
        tags,
        body: seatOrderSchema,
        response: {
          201: staffOrderDetailSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createSeatOrder(app, request.user!, request.body)),
  );

  r.post(
    '/api/staff/orders/:number/seats/:id/invitation/',
    {
      ...handles,
      schema: {
        summary: 'Mail a seat’s learner a new link to take it',
        description:
          'The link mailed before stops working. 409 when the seat was taken or its line refunded. One transaction: the new link, the mail and the audit row (`seat.invitation_resend`).',
        tags,
        params: seatParamsSchema,
        response: seatAnswers,
      },
    },
    async (request) =>
      resendSeatInvitation(app, request.user!, request.params.number, request.params.id),
  );

  r.patch(
    '/api/staff/orders/:number/seats/:id/',
    {
      ...handles,
      schema: {
        summary: 'Give a seat nobody took yet to another learner address',
        description:
          'The new address is invited and the link mailed to the old one stops working. 409 when the seat was taken, its line refunded, or another seat of the order has the address. One transaction: the address, the invitation and the audit row (`seat.email`).',
        tags,
        params: seatParamsSchema,
        body: seatEmailChangeSchema,
        response: seatAnswers,
      },
    },
    async (request) =>
      changeSeatEmail(
        app,
        request.user!,
        request.params.number,
        request.params.id,
        request.body.email,
      ),
  );
}
