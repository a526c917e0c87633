import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../domain/errors.ts';
import {
  learnerDetailSchema,
  learnerPageSchema,
  learnerParamsSchema,
  learnerQuerySchema,
} from '../../../domain/staff/learners.ts';
import { HttpError } from '../../errors.ts';
import { learnerDetail, listLearners } from '../../repositories/staff/learners.ts';

export async function staffLearnerRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const tags = ['staff'];

  r.get(
    '/api/staff/learners/',
    {
      schema: {
        summary: 'Accounts, newest first, with search by name, email or phone',
        tags,
        querystring: learnerQuerySchema,
        response: { 200: learnerPageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { page, page_size, ...filters } = request.query;
      return { ...(await listLearners(db, filters, page, page_size)), page, page_size };
    },
  );

  r.get(
    '/api/staff/learners/:id/',
    {
      schema: {
        summary: "An account's contact details, orders and reviews",
        tags,
        params: learnerParamsSchema,
        response: { 200: learnerDetailSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const detail = await learnerDetail(db, request.params.id);
      if (!detail) throw new HttpError(404, 'There is no such account.');
      return detail;
    },
  );
}
