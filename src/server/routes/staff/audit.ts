import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../domain/errors.ts';
import { auditPageSchema, auditQuerySchema } from '../../../domain/staff/audit.ts';
import { listAudit } from '../../repositories/staff/audit.ts';

export async function staffAuditRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/staff/audit/',
    {
      schema: {
        summary: 'Every staff write, newest first; filter by person and record',
        tags: ['staff'],
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => ({
      ...(await listAudit(app.database.db, request.query)),
      page: request.query.page,
      page_size: request.query.page_size,
    }),
  );
}
