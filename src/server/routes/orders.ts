import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutSchema,
  orderSchema,
  paymentConfirmationSchema,
  placedOrderSchema,
  type Order,
  type PaymentConfirmationRequest,
} from '../../domain/checkout.ts';
import { apiErrorSchema } from '../../domain/errors.ts';
import { quoteCart, type Quote } from '../../domain/pricing.ts';
import { upiLink } from '../../domain/upi.ts';
import { requireUser } from '../auth/guards.ts';
import { HttpError } from '../errors.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { orderPlacedMail, paymentReportedMails } from '../mail/order-mails.ts';
import {
  findOrderByKey,
  insertOrder,
  listOrders,
  markPaymentReported,
  type OrderWithItems,
} from '../repositories/orders.ts';

const FIGURES_DIFFER =
  'The prices have changed since your cart was shown. Please review your order and try again.';

// Crockford's base32 without I, L, O and U: easy to read out over the phone.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
function newOrderNumber(): string {
  const bytes = randomBytes(8);
  return `ORD-${[...bytes].map((b) => ALPHABET[b % 32]).join('')}`;
}

/** Whether the browser showed exactly the figures the catalogue gives. */
function sameFigures(
  sent: Pick<PaymentConfirmationRequest, 'cart' | 'original_amount' | 'discount_amount' | 'total'>,
  expected: Pick<Order, 'items' | 'original_amount' | 'discount_amount' | 'total'>,
): boolean {
  return (
    sent.cart.length === expected.items.length &&
    sent.cart.every((line, i) => line.plan_amount === expected.items[i]!.plan_amount) &&
    sent.original_amount === expected.original_amount &&
    sent.discount_amount === expected.discount_amount &&
    sent.total === expected.total
  );
}

const asOrder = (quote: Quote) => ({
  items: quote.lines.map((l) => ({
    program: l.program.name,
    plan: l.plan.name,
    plan_amount: l.plan_amount,
  })),
  original_amount: quote.original_amount,
  discount_amount: quote.discount_amount,
  total: quote.total,
});

export async function orderRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const { siteName, mail, upi } = app.config;
  const mailSettings = { siteName, enquiryInbox: mail.enquiryInbox, payeeId: upi.payeeId };

  const placed = ({ order }: OrderWithItems) => ({
    order,
    upi: {
      link: upiLink({
        payeeId: upi.payeeId,
        payeeName: upi.payeeName,
        amount: order.total,
        reference: order.number,
        note: `${siteName} order ${order.number}`,
      }),
      payee_id: upi.payeeId,
      payee_name: upi.payeeName,
      amount: order.total > 0 ? order.total : 1,
    },
  });

  r.post(
    '/api/checkout-email/',
    {
      schema: {
        summary: 'Place an order and tell the staff',
        description:
          'Every amount is recomputed from the catalogue and the referral code; figures that differ are refused with 409 and nothing is stored. The same idempotency_key returns the order already placed.',
        tags: ['orders'],
        body: checkoutSchema,
        response: {
          200: placedOrderSchema,
          201: placedOrderSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      const body = request.body;
      const earlier = await findOrderByKey(db, user.id, body.idempotency_key);
      if (earlier) return reply.code(200).send(placed(earlier));

      const quoted = quoteCart(body.cart, body.referral_code);
      if (!quoted.ok) throw new HttpError(400, quoted.error);
      if (!sameFigures(body, asOrder(quoted.quote))) throw new HttpError(409, FIGURES_DIFFER);

      let order: OrderWithItems;
      try {
        order = await db.transaction().execute(async (tx) => {
          const created = await insertOrder(tx, {
            number: newOrderNumber(),
            userId: user.id,
            idempotencyKey: body.idempotency_key,
            details: {
              name: body.name,
              email: body.email,
              address: body.address,
              phone: body.phone,
            },
            quote: quoted.quote,
          });
          await enqueueMail(tx, orderPlacedMail(created.row, created.order, mailSettings));
          return created;
        });
      } catch (err) {
        // Two clicks racing with one key: the unique index let one in; answer with its order.
        const winner = await findOrderByKey(db, user.id, body.idempotency_key);
        if (winner) return reply.code(200).send(placed(winner));
        throw err;
      }
      app.mailWorker.notify();
      return reply.code(201).send(placed(order));
    },
  );

  r.post(
    '/api/payment-confirmation-email/',
    {
      schema: {
        summary: 'Report the payment of an order; the learner gets a confirmation',
        description:
          'Names the order by the idempotency_key it was placed with. Repeating it changes nothing and sends nothing more.',
        tags: ['orders'],
        body: paymentConfirmationSchema,
        response: {
          200: z.object({ order: orderSchema }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      const found = await findOrderByKey(db, user.id, request.body.idempotency_key);
      if (!found) throw new HttpError(404, 'There is no such order. Place the order first.');
      if (!sameFigures(request.body, found.order)) throw new HttpError(409, FIGURES_DIFFER);

      const moved = await db.transaction().execute(async (tx) => {
        if (!(await markPaymentReported(tx, found.row.id))) return false;
        const reported = { ...found.order, status: 'payment_reported' as const };
        for (const message of paymentReportedMails(found.row, reported, mailSettings)) {
          await enqueueMail(tx, message);
        }
        return true;
      });
      if (moved) app.mailWorker.notify();
      const current = await findOrderByKey(db, user.id, request.body.idempotency_key);
      return { order: current!.order };
    },
  );

  r.get(
    '/api/orders/',
    {
      schema: {
        summary: "The signed-in user's orders, newest first",
        tags: ['orders'],
        response: { 200: z.object({ results: z.array(orderSchema) }), 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      reply.header('cache-control', 'no-store');
      return { results: await listOrders(db, user.id) };
    },
  );
}
