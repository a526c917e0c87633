import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../domain/errors.ts';
import { cartSchema, type ServerCart } from '../../domain/learner-orders.ts';
import { quoteCart } from '../../domain/pricing.ts';
import { requireUser, requireUserUncached } from '../auth/guards.ts';
import { nowIso } from '../db/database.ts';
import { HttpError } from '../errors.ts';
import { limitedBy } from '../rate-limits.ts';

const EMPTY: ServerCart = { items: [], referral_code: null };

/**
 * A signed-in learner's cart lives here, so that phone and laptop show the same one. The browser
 * merges a visitor's picks into it after signing in; the server keeps only carts that could be
 * checked out: known programs and plans, one plan per program, a referral code that exists.
 */
export async function cartRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const tags = ['orders'];

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
          'Programs and plans are read as the catalogue names them (the old "Primum Plan" is the Premium Plan); two plans of one program, an unknown program or plan, or an unknown referral code are refused with 400 and nothing changes.',
        tags,
        body: cartSchema,
        response: { 200: cartSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
      config: limitedBy(app, 'cart'),
    },
    async (request) => {
      const user = await requireUser(app, request);
      const code = request.body.referral_code?.trim() || undefined;
      const quoted = quoteCart(request.body.items, code);
      if (!quoted.ok) throw new HttpError(400, quoted.error, {}, { field: quoted.field });
      const cart: ServerCart = {
        items: quoted.quote.lines.map((l) => ({ program: l.program.name, plan: l.plan.name })),
        referral_code: quoted.quote.referral?.code ?? null,
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
}
