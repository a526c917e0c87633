import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutSchema,
  orderSchema,
  paymentConfirmationSchema,
  placedOrderSchema,
  type CheckoutRequest,
  type Order,
  type PaymentConfirmationRequest,
} from '../../domain/checkout.ts';
import { planByName } from '../../domain/catalogue/plans.ts';
import { apiErrorSchema } from '../../domain/errors.ts';
import { findProgram } from '../../domain/catalogue/programs.ts';
import { normaliseCode } from '../../domain/offers.ts';
import type { Quote } from '../../domain/pricing.ts';
import { requireProvedAddress, requireUser, requireUserUncached } from '../auth/guards.ts';
import { HttpError } from '../errors.ts';
import { queueOrderPlacedMails, reportPayment } from '../orders/learner-actions.ts';
import {
  findOrderByKey,
  insertOrder,
  listOrders,
  orderItems,
  type OrderWithItems,
} from '../repositories/orders.ts';
import { setLineCohorts } from '../repositories/upcoming-cohorts.ts';
import { invalidateCohortPages } from '../web/cohort-listings.ts';
import { limitedBy, RATE_LIMITS } from '../rate-limits.ts';
import { checkCohortChoices, newOrderNumber } from '../orders/new-order.ts';
import { quoteWithCode, takeOfferUse } from '../orders/offer-codes.ts';
import { placedOrder } from '../orders/placed-order.ts';
import { publishedTerms } from '../orders/plan-terms.ts';

const FIGURES_DIFFER =
  'The prices have changed since your cart was shown. Please review your order and try again.';
const KEY_REUSED =
  'This idempotency key was already used for an order with different details. Reload the page and check out again.';

/**
 * What defines an order, written the same way however the browser spelled it: the contact
 * details, each line by the program and plan it resolves to (and its cohort, when one was
 * chosen), the figures and the referral code. The picture of a line is left out: it does not
 * change what is bought. The figures are hashed in rupees, as the API sent them before it spoke
 * paise, so an order placed then is still recognised when its payment is reported now.
 */
export function requestHash(request: Omit<CheckoutRequest, 'idempotency_key'>): string {
  const code = request.referral_code?.trim() ?? '';
  const normalised = [
    request.name.trim(),
    request.email.trim().toLowerCase(),
    request.address.trim(),
    request.phone.trim(),
    request.cart.map((line) => [
      findProgram(line.program)?.name ?? line.program.trim(),
      planByName(line.plan)?.name ?? line.plan.trim(),
      line.plan_paise / 100,
      // Only when chosen, so self-paced lines hash as lines did before cohorts were offered.
      ...(line.cohort_id ? [line.cohort_id] : []),
    ]),
    request.original_paise / 100,
    request.discount_paise / 100,
    request.total_paise / 100,
    code === '' ? null : normaliseCode(code),
    // Only when given, so requests from before the state was asked hash as they did.
    ...(request.state ? [request.state] : []),
  ];
  return createHash('sha256').update(JSON.stringify(normalised)).digest('hex');
}

/** Whether the browser showed exactly the figures the catalogue gives. */
function sameFigures(
  sent: Pick<
    PaymentConfirmationRequest,
    'cart' | 'original_paise' | 'discount_paise' | 'total_paise'
  >,
  expected: Pick<Order, 'items' | 'original_paise' | 'discount_paise' | 'total_paise'>,
): boolean {
  return (
    sent.cart.length === expected.items.length &&
    sent.cart.every((line, i) => line.plan_paise === expected.items[i]!.plan_paise) &&
    sent.original_paise === expected.original_paise &&
    sent.discount_paise === expected.discount_paise &&
    sent.total_paise === expected.total_paise
  );
}

const asOrder = (quote: Quote) => ({
  items: quote.lines.map((l) => ({
    program: l.program.name,
    plan: l.plan.name,
    plan_paise: l.plan_paise,
  })),
  original_paise: quote.original_paise,
  discount_paise: quote.discount_paise,
  total_paise: quote.total_paise,
});

export async function orderRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const placed = (found: OrderWithItems) => placedOrder(app, found);

  /** The order a key already names, if the request is the one it was placed with. */
  const sameRequest = (found: OrderWithItems, hash: string) => {
    if (found.row.request_hash !== hash) throw new HttpError(409, KEY_REUSED);
    return found;
  };

  r.post(
    '/api/checkout-email/',
    {
      schema: {
        summary: 'Place an order and tell the staff',
        description: `Every amount is in paise (integers; rupees such as 4999.5 are refused with 400). Every amount is recomputed from the catalogue and the code's offer, read from the database; figures that differ are refused with 409 and nothing is stored. A code is refused as POST /api/cart/quote/ refuses it (400, field referral_code), except its uses, which are counted with the offer held in the order's transaction: a code whose last use went to another order (placed at the same moment, or since the cart was shown) is refused with 409 ('This code has just been used up.', field referral_code), and one the learner has used as often as allowed with 409 too; nothing is stored. A line may carry the cohort_id of an upcoming cohort of its program (GET /api/programs/:slug/cohorts), or none for self-paced: an unknown, started or other program's cohort is refused with 400, a full one with 409; the seat is held while the order awaits payment. The same idempotency_key with the same request returns the order already placed; with a different request it is refused with 409. The order and its mail go to the account's email, whatever the form's email says, so the account must have proved that address first (403). At most ${RATE_LIMITS.order.max} calls an hour per account.`,
        tags: ['orders'],
        body: checkoutSchema,
        response: {
          200: placedOrderSchema,
          201: placedOrderSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      config: limitedBy(app, 'order'),
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      // The invoice and the enrolment go to the account's address: it must be the buyer's.
      requireProvedAddress(user, 'place an order');
      const body = request.body;
      const hash = requestHash(body);
      const earlier = await findOrderByKey(db, user.id, body.idempotency_key);
      if (earlier) return reply.code(200).send(placed(sameRequest(earlier, hash)));

      // Refusals first, from what can be read now; the code's uses are counted, held, in the
      // transaction that takes one.
      const quoted = await quoteWithCode(db, body.cart, body.referral_code, user.id, {
        countUses: false,
      });
      if (!sameFigures(body, asOrder(quoted.quote))) throw new HttpError(409, FIGURES_DIFFER);
      const terms = await publishedTerms(app, quoted.quote.lines);

      const chosen = body.cart.map((line) => line.cohort_id ?? null);
      let order: OrderWithItems;
      try {
        order = await db.transaction().execute(async (tx) => {
          await checkCohortChoices(tx, quoted.quote.lines, chosen);
          // Held until the order is stored, so that no two orders take the code's last use; and
          // priced again with the offer as it is now, which may have changed since it was read.
          const taken = quoted.offer
            ? await takeOfferUse(tx, body.cart, quoted.offer.code, user.id)
            : quoted;
          if (!sameFigures(body, asOrder(taken.quote))) throw new HttpError(409, FIGURES_DIFFER);
          const created = await insertOrder(tx, {
            number: newOrderNumber(),
            userId: user.id,
            idempotencyKey: body.idempotency_key,
            requestHash: hash,
            details: {
              name: body.name,
              // Every mail of the order goes here: the account's own address, never one typed
              // into the form, which could be anyone's.
              email: user.email,
              address: body.address,
              phone: body.phone,
              buyer_state: body.state ?? null,
              buyer_gstin: body.buyer_gstin || null,
              // The business the GSTIN registers: the invoice is made out to it.
              buyer_company: (body.buyer_gstin && body.buyer_company) || null,
            },
            quote: taken.quote,
            offer: taken.offer,
            expiryHours: app.config.orderExpiryHours,
            terms,
          });
          await setLineCohorts(tx, created.row.id, chosen);
          await queueOrderPlacedMails(app, tx, created.row);
          return created;
        });
      } catch (err) {
        // Two clicks racing with one key: the unique index let one in; answer with its order.
        const winner = await findOrderByKey(db, user.id, body.idempotency_key);
        if (winner) return reply.code(200).send(placed(sameRequest(winner, hash)));
        throw err;
      }
      app.mailWorker.notify();
      if (chosen.some((id) => id !== null)) invalidateCohortPages(app);
      return reply.code(201).send(placed(order));
    },
  );

  r.post(
    '/api/payment-confirmation-email/',
    {
      schema: {
        summary: 'Report the payment of an order; the learner gets a confirmation',
        description: `Names the order by the idempotency_key it was placed with; the rest of the request must be the one the order was placed with (409 otherwise, and nothing changes). Repeating it changes nothing and sends nothing more. At most ${RATE_LIMITS.order.max} calls an hour per account.`,
        tags: ['orders'],
        body: paymentConfirmationSchema,
        response: {
          200: z.object({ order: orderSchema }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      config: limitedBy(app, 'order'),
    },
    async (request) => {
      const user = await requireUser(app, request);
      const found = await findOrderByKey(db, user.id, request.body.idempotency_key);
      if (!found) throw new HttpError(404, 'There is no such order. Place the order first.');
      if (!sameFigures(request.body, found.order)) throw new HttpError(409, FIGURES_DIFFER);
      // The report carries no address or phone: those are the order's own, and so are the
      // cohorts of lines that do not name theirs.
      const { address, phone, buyer_state } = found.row;
      const stored = await orderItems(db, found.row.id);
      const cart = request.body.cart.map((line, i) => ({
        ...line,
        cohort_id: line.cohort_id ?? stored[i]?.cohort_id ?? null,
      }));
      sameRequest(
        found,
        requestHash({
          ...request.body,
          cart,
          address,
          phone,
          ...(buyer_state ? { state: buyer_state } : {}),
        }),
      );

      const moved = await db
        .transaction()
        .execute((tx) => reportPayment(app, tx, found.row, request.body.utr ?? null));
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
      const user = await requireUserUncached(app, request, reply);
      return { results: await listOrders(db, user.id) };
    },
  );
}
