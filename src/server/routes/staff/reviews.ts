import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../domain/errors.ts';
import {
  reviewParamsSchema,
  staffReviewPageSchema,
  staffReviewQuerySchema,
  staffReviewSchema,
} from '../../../domain/staff/reviews.ts';
import { requirePermission } from '../../auth/guards.ts';
import { HttpError } from '../../errors.ts';
import {
  deleteReviewAudited,
  listStaffReviews,
  setReviewHidden,
} from '../../repositories/staff/reviews.ts';

const NOT_FOUND = 'That review does not exist (it may already be deleted).';

export async function staffReviewRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const tags = ['staff'];

  r.get(
    '/api/staff/reviews/',
    {
      schema: {
        summary: 'Reviews of every program, hidden ones too, newest first',
        tags,
        querystring: staffReviewQuerySchema,
        response: { 200: staffReviewPageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => ({
      ...(await listStaffReviews(db, request.query)),
      page: request.query.page,
      page_size: request.query.page_size,
    }),
  );

  for (const [action, hidden] of [
    ['hide', true],
    ['restore', false],
  ] as const) {
    r.post(
      `/api/staff/reviews/:id/${action}/`,
      {
        schema: {
          summary: hidden ? 'Hide a review from the public' : 'Show a hidden review again',
          tags,
          params: reviewParamsSchema,
          response: { 200: staffReviewSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const review = await setReviewHidden(db, request.user!, request.params.id, hidden);
        if (!review) throw new HttpError(404, NOT_FOUND);
        app.reviewCache.clear();
        return review;
      },
    );
  }

  r.delete(
    '/api/staff/reviews/:id/',
    {
      onRequest: requirePermission('delete-reviews'),
      schema: {
        summary: 'Delete a review for good, owner only (its text stays in the audit log)',
        tags,
        params: reviewParamsSchema,
        response: { 204: z.null(), 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const deleted = await deleteReviewAudited(db, request.user!, request.params.id);
      app.reviewCache.clear();
      if (!deleted) throw new HttpError(404, NOT_FOUND);
      return reply.code(204).send(null);
    },
  );
}
