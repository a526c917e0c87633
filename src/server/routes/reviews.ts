import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findProgram } from '../../domain/catalogue/programs.ts';
import { apiErrorSchema } from '../../domain/errors.ts';
import {
  NAME_OF_AN_ACCOUNT,
  REVIEW_INCOMPLETE,
  reviewListQuerySchema,
  reviewPageSchema,
  reviewSchema,
  reviewSubmissionSchema,
} from '../../domain/reviews.ts';
import { can } from '../../domain/roles.ts';
import { currentUser, requireUser } from '../auth/guards.ts';
import { nowIso } from '../db/database.ts';
import { HttpError } from '../errors.ts';
import { insertReview, isAccountName, listReviews } from '../repositories/reviews.ts';
import { deleteReviewAudited } from '../repositories/staff/reviews.ts';
import { limitedBy } from '../rate-limits.ts';

const EMPTY_LIST = { results: [], count: 0 };
/** Review ids are PostgreSQL integers: larger ones cannot exist (and must not reach the query). */
const MAX_ID = 2_147_483_647;

/**
 * One page of a program's reviews as kept in the instance's review cache (read afresh when
 * `fresh`): what the API sends, and the first page a program's page shows.
 */
export async function reviewPageEntry(
  app: FastifyInstance,
  query: { program: string; page: number; page_size: number; verified: boolean },
  fresh = false,
) {
  const { page, page_size, verified } = query;
  const slug = findProgram(query.program)?.slug ?? '';
  const key = `${slug}|${page}|${page_size}|${verified}`;
  const load = async () =>
    slug ? await listReviews(app.database.db, slug, page, page_size, verified) : EMPTY_LIST;
  if (!fresh) return app.reviewCache.getOrLoad(key, load);
  const generation = app.reviewCache.generation;
  return app.reviewCache.set(key, await load(), generation);
}

export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  r.get(
    '/api/program-reviews/',
    {
      schema: {
        summary: "One page of a program's reviews, newest first",
        description:
          'The program may be named by its slug, another spelling of its path, or its name; an unknown program has no reviews.',
        tags: ['reviews'],
        querystring: reviewListQuerySchema,
        response: { 200: reviewPageSchema, 304: z.null() },
      },
    },
    async (request, reply) => {
      const { program, page, page_size, verified } = request.query;
      // `Cache-Control: no-cache` asks for the list as stored now, past this instance's cache.
      const fresh = /no-cache|max-age=0/.test(request.headers['cache-control'] ?? '');
      const entry = await reviewPageEntry(app, { program, page, page_size, verified }, fresh);
      reply.header('cache-control', 'no-cache').header('etag', entry.etag);
      if (request.headers['if-none-match'] === entry.etag)
        return reply.code(304).send(undefined as never);
      // Already JSON: Fastify sends a string as it is, without serialising it again.
      return reply.type('application/json; charset=utf-8').send(entry.body as never);
    },
  );

  r.post(
    '/api/program-reviews/',
    {
      schema: {
        summary: 'Review a program',
        description:
          "A signed-in user's review carries their username; a visitor gives a name (`user_name`), which may not be an account's (409).",
        tags: ['reviews'],
        body: reviewSubmissionSchema,
        response: {
          201: reviewSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      config: limitedBy(app, 'review'),
    },
    async (request, reply) => {
      const { program, user_name, comment, rating, website } = request.body;
      const user = await currentUser(app, request);
      const userName = user?.username ?? user_name;
      if (!userName) throw new HttpError(400, REVIEW_INCOMPLETE);
      const review = { user_name: userName, comment, rating, verified: false };
      // A filled honeypot is a bot: it is told "created" and nothing is kept.
      if (website) return reply.code(201).send({ id: 0, ...review, created_at: nowIso() });
      // Nobody may sign a review as someone who has an account here.
      if (!user && (await isAccountName(db, userName))) {
        throw new HttpError(409, NAME_OF_AN_ACCOUNT, {}, { field: 'user_name' });
      }
      const saved = await insertReview(db, {
        program: findProgram(program)!.slug,
        userId: user?.id ?? null,
        userName,
        comment,
        rating,
        ip: request.ip,
      });
      app.reviewCache.clear();
      return reply.code(201).send(saved);
    },
  );

  r.delete(
    '/api/program-reviews/:id/',
    {
      schema: {
        summary: 'Delete a review (owner only)',
        description:
          'Decided by the session and its role: X-User-Email, which the spec has the browser send, is not trusted. Written to the audit log.',
        tags: ['reviews'],
        params: z.object({ id: z.coerce.number().int().positive().max(MAX_ID) }),
        response: {
          204: z.null(),
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      if (!can(user.role, 'delete-reviews')) {
        throw new HttpError(403, 'Only the owner can delete reviews.');
      }
      const deleted = await deleteReviewAudited(db, user, request.params.id);
      app.reviewCache.clear();
      if (!deleted) {
        throw new HttpError(404, 'That review does not exist (it may already be deleted).');
      }
      return reply.code(204).send(null);
    },
  );
}
