import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../domain/errors.ts';
import { can } from '../../../domain/roles.ts';
import {
  offerInputSchema,
  offerParamsSchema,
  offerQuerySchema,
  offerStatusChangeSchema,
  staffOfferPageSchema,
  staffOfferSchema,
  type OfferInput,
} from '../../../domain/staff/offers.ts';
import { requirePermission } from '../../auth/guards.ts';
import { HttpError, isUniqueViolation } from '../../errors.ts';
import {
  codeTaken,
  findOfferRow,
  insertOffer,
  listStaffOffers,
  setOfferStatus,
  staffOffer,
  updateOffer,
} from '../../repositories/staff/offers.ts';

const NOT_FOUND = 'There is no such offer.';
const codeInUse = (code: string) =>
  new HttpError(409, `Another offer already has the code ${code}.`, {}, { field: 'code' });

/**
 * The codes learners type at the cart. Everyone with the console reads them; staff draft codes
 * and change drafts (edit-catalogue); the owner puts a code on the site, takes it off, and
 * changes one that is live or was (publish-catalogue). Every change is audited.
 */
export async function staffOfferRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const tags = ['staff'];
  const drafts = { onRequest: requirePermission('edit-catalogue') };
  const publishes = { onRequest: requirePermission('publish-catalogue') };

  /** A unique index refused the code: another offer took it at the same moment. */
  const saving = async <T>(offer: OfferInput, save: () => Promise<T>): Promise<T> => {
    try {
      return await save();
    } catch (err) {
      if (isUniqueViolation(err)) throw codeInUse(offer.code);
      throw err;
    }
  };

  r.get(
    '/api/staff/offers/',
    {
      schema: {
        summary: 'Offers and referral codes, newest first, with their uses',
        description:
          '`q` searches the code, the referrer and the note. `uses` counts the orders holding a use now: awaiting payment, payment reported, paid or refunded.',
        tags,
        querystring: offerQuerySchema,
        response: { 200: staffOfferPageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => ({
      ...(await listStaffOffers(db, request.query)),
      page: request.query.page,
      page_size: request.query.page_size,
    }),
  );

  r.get(
    '/api/staff/offers/:id/',
    {
      schema: {
        summary: 'An offer',
        tags,
        params: offerParamsSchema,
        response: { 200: staffOfferSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const offer = await staffOffer(db, request.params.id);
      if (!offer) throw new HttpError(404, NOT_FOUND);
      return offer;
    },
  );

  r.post(
    '/api/staff/offers/',
    {
      ...drafts,
      schema: {
        summary: 'Draft a new code (staff and owner)',
        description:
          'Dates and times are India time; the code starts as a draft, which learners cannot use until the owner makes it live. A code another offer has is refused with 409.',
        tags,
        body: offerInputSchema,
        response: {
          201: staffOfferSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const offer = request.body;
      if (await codeTaken(db, offer.code)) throw codeInUse(offer.code);
      const id = await saving(offer, () =>
        db.transaction().execute((tx) => insertOffer(tx, request.user!, offer)),
      );
      return reply.code(201).send((await staffOffer(db, id))!);
    },
  );

  r.patch(
    '/api/staff/offers/:id/',
    {
      ...drafts,
      schema: {
        summary: 'Change an offer (staff: drafts; the owner: any)',
        description:
          'The whole offer, as when it was drafted. A live or disabled offer is the owner’s to change (403 for staff), and keeps its code, which orders carry (409).',
        tags,
        params: offerParamsSchema,
        body: offerInputSchema,
        response: {
          200: staffOfferSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const actor = request.user!;
      const offer = request.body;
      const { id } = request.params;
      await saving(offer, () =>
        db.transaction().execute(async (tx) => {
          const before = await findOfferRow(tx, id);
          if (!before) throw new HttpError(404, NOT_FOUND);
          if (before.status !== 'draft') {
            if (!can(actor.role, 'publish-catalogue')) {
              throw new HttpError(
                403,
                'Only the owner can change a code that is live or was. Ask the owner, or draft a new code.',
              );
            }
            if (offer.code !== before.code) {
              throw new HttpError(
                409,
                `${before.code} has been used on the site, so it keeps its code. Draft a new code instead.`,
                {},
                { field: 'code' },
              );
            }
          }
          if (offer.code !== before.code && (await codeTaken(tx, offer.code, id))) {
            throw codeInUse(offer.code);
          }
          await updateOffer(tx, actor, before, offer);
        }),
      );
      return (await staffOffer(db, id))!;
    },
  );

  r.post(
    '/api/staff/offers/:id/status/',
    {
      ...publishes,
      schema: {
        summary: 'Make a code live, or disable it (owner only)',
        description:
          'Takes effect at once: the next quote or order reads it. Orders already placed keep the discount they were given.',
        tags,
        params: offerParamsSchema,
        body: offerStatusChangeSchema,
        response: {
          200: staffOfferSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      await db.transaction().execute(async (tx) => {
        const before = await findOfferRow(tx, id);
        if (!before) throw new HttpError(404, NOT_FOUND);
        await setOfferStatus(tx, request.user!, before, request.body.status);
      });
      return (await staffOffer(db, id))!;
    },
  );
}
