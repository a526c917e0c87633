import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cartQuoteOf, cartQuoteRequestSchema, cartQuoteSchema } from '../../domain/cart-quote.ts';
import { apiErrorSchema } from '../../domain/errors.ts';
import { cartSchema, type ServerCart } from '../../domain/learner-orders.ts';
import { normaliseCode } from '../../domain/offers.ts';
import { currentUser, requireUser, requireUserUncached } from '../auth/guards.ts';
import { nowIso } from '../db/database.ts';
import { HttpError } from '../errors.ts';
import { quoteWithCode, type PricedCart } from '../orders/offer-codes.ts';
import { limitedBy, RATE_LIMITS } from '../rate-limits.ts';

const EMPTY: ServerCart = { items: [], referral_code: null };

/**
 * A signed-in learner's cart lives here, so that phone and laptop show the same one. The browser
 * merges a visitor's picks into it after signing in; the server keeps only carts that could be
 * checked out: known programs and plans, one plan per program, a code that can be used on it.
 * Any cart, a visitor's too, is priced by POST /api/cart/quote/: the browser knows no code.
 */
export async function cartRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const tags = ['orders'];

  /** Whether `typed` is the code the learner's cart already holds. */
  const isKeptCode = async (userId: number, typed: string | null) => {
    const kept = await db
      .selectFrom('carts')
      .select('referral_code')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return !!typed && !!kept?.referral_code && kept.referral_code === normaliseCode(typed);
  };

  r.get(
    '/api/cart/',
    {
      schema: {
        summary: "The signed-in learner's cart",
        tags,
        response: { 200: cartSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUserUncached(app, request, reply);
      const row = await db
        .selectFrom('carts')
        .select(['items', 'referral_code'])
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (!row) return EMPTY;
      return {
        items: JSON.parse(row.items) as ServerCart['items'],
        referral_code: row.referral_code,
      };
    },
  );

  r.put(
    '/api/cart/',
    {
      schema: {
        summary: "Replace the signed-in learner's cart",
        description:
          'Programs and plans are read as the catalogue names them (the old "Primum Plan" is the Premium Plan); two plans of one program, or an unknown program or plan, are refused with 400 and nothing changes. A code being applied is checked as POST /api/cart/quote/ checks it, and refused the same way (400, field referral_code); the code the cart already holds is dropped instead (referral_code null in the answer) once it no longer applies, so that the cart can still change.',
        tags,
        body: cartSchema,
        response: { 200: cartSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
      config: limitedBy(app, 'cart'),
    },
    async (request) => {
      const user = await requireUser(app, request);
      const { items, referral_code: typed } = request.body;
      let priced: PricedCart;
      try {
        priced = await quoteWithCode(db, items, typed, user.id);
      } catch (err) {
        // The code kept with the cart may have ended, been disabled or used up, or its line been
        // removed since it was applied: it is dropped, rather than keep the cart from changing.
        // A code being applied now is refused, and nothing changes.
        if (!(err instanceof HttpError) || err.extra.field !== 'referral_code') throw err;
        if (!(await isKeptCode(user.id, typed))) throw err;
        priced = await quoteWithCode(db, items, null, user.id);
      }
      const cart: ServerCart = {
        items: priced.quote.lines.map((l) => ({ program: l.program.name, plan: l.plan.name })),
        referral_code: priced.offer?.code ?? null,
      };
      const values = {
        items: JSON.stringify(cart.items),
        referral_code: cart.referral_code,
        updated_at: nowIso(),
      };
      await db
        .insertInto('carts')
        .values({ user_id: user.id, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
      return cart;
    },
  );

  r.post(
    '/api/cart/quote/',
    {
      schema: {
        summary: 'Price a cart, with a code if one is given',
        description: `For visitors and learners alike. The cart is priced from the catalogue and the code from the database: the answer has each line in paise with its share of the discount, the original amount, the discount and the total, and, when a code applies, the code, what it gives ('10% off', '₹500 off') and the referrer's first name. Refused with 400 and the reason (field cart or referral_code): an unknown program or plan, two plans of one program; a code that is unknown or not live ('Invalid referral code.'), not valid yet, expired, used up, already used by this learner, or applying to nothing in the cart. At most ${RATE_LIMITS['cart-quote'].max} calls an hour per address.`,
        tags,
        body: cartQuoteRequestSchema,
        response: { 200: cartQuoteSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
      config: limitedBy(app, 'cart-quote'),
    },
    async (request, reply) => {
      const user = await currentUser(app, request);
      const { cart, referral_code } = request.body;
      const { quote } = await quoteWithCode(db, cart, referral_code, user?.id ?? null);
      // Whether a learner may still use a code is theirs alone.
      reply.header('cache-control', 'no-store');
      return cartQuoteOf(quote);
    },
  );
}
