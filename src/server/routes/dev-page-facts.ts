import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readFact } from '../web/page-facts.ts';

/**
 * Development only: what a page reads from the database (web/page-facts.ts), by the fact's name
 * ('catalogue', 'cohorts:python', ...), for `react-router dev`, which renders the same routes in
 * Vite's process, away from the database. Never registered in production.
 */
export async function devPageFactsRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/dev/page-facts/:name',
      { schema: { hide: true, params: z.object({ name: z.string().min(1).max(120) }) } },
      async (request) => {
        const fact = await readFact(app, request.params.name);
        return { value: fact.value ?? null };
      },
    );
}
