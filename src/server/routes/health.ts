import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health/',
    {
      schema: {
        summary: 'Is the server up and its database reachable?',
        tags: ['operations'],
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.literal('unavailable'), error: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(app.database.db);
        return reply.header('cache-control', 'no-store').send({ status: 'ok' as const });
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .send({ status: 'unavailable' as const, error: 'The database is unreachable.' });
      }
    },
  );
}
