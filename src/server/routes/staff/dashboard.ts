import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSchema } from '../../../domain/staff/dashboard.ts';
import { dashboardFigures } from '../../repositories/staff/dashboard.ts';

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/staff/dashboard/',
    {
      schema: {
        summary: 'What needs action, and figures for today, 7 and 30 days (India time)',
        tags: ['staff'],
        response: { 200: dashboardSchema },
      },
    },
    async () => dashboardFigures(app.database.db, new Date()),
  );
}
