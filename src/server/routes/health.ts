import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health/',
    {
      schema: {
        summary: 'Is the server up and its database reachable? Is its mail going out?',
        description:
          'The site is up (200) while mail is failing. `mail` is reported only by a process that ' +
          'sends mail (MAIL_WORKER=on), the only one that has tried the relay: `degraded` while ' +
          'the relay cannot be reached or refuses the session, with `mail_error` saying why in ' +
          'a few words. Other processes leave `mail` out.',
        tags: ['operations'],
        response: {
          200: z.object({
            status: z.literal('ok'),
            mail: z.enum(['ok', 'degraded']).optional(),
            mail_error: z.string().optional(),
          }),
          503: z.object({ status: z.literal('unavailable'), error: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(app.database.db);
        return reply
          .header('cache-control', 'no-store')
          .send({ status: 'ok' as const, ...app.mailWorker.health });
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return (
          reply
            .code(503)
            .header('cache-control', 'no-store')
            // Load balancers and monitors ask again after this, rather than at once.
            .header('retry-after', '5')
            .send({ status: 'unavailable' as const, error: 'The database is unreachable.' })
        );
      }
    },
  );
}
