import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ProgramRatings } from '../../domain/ratings.ts';
import { programRatingsSchema } from '../../domain/reviews.ts';
import { programRatings } from '../repositories/reviews.ts';

const CACHE_KEY = 'ratings';

/**
 * Every program's rating, kept in the same short-lived cache as the pages of reviews and
 * cleared by the same writes: read by the API below and by the program pages' JSON-LD.
 */
export async function cachedProgramRatings(app: FastifyInstance) {
  const entry = await app.reviewCache.getOrLoad(CACHE_KEY, async () => ({
    ratings: await programRatings(app.database.db),
  }));
  return { ...entry, ratings: (entry.value as { ratings: ProgramRatings }).ratings };
}

export async function programRatingRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/program-ratings/',
    {
      schema: {
        summary: "Every program's rating from its published reviews",
        description:
          'The average to one decimal and the count, by program slug; a program without reviews is absent. Follows every review written, hidden or deleted.',
        tags: ['reviews'],
        response: { 200: programRatingsSchema, 304: z.null() },
      },
    },
    async (request, reply) => {
      const entry = await cachedProgramRatings(app);
      reply.header('cache-control', 'no-cache').header('etag', entry.etag);
      if (request.headers['if-none-match'] === entry.etag) {
        return reply.code(304).send(undefined as never);
      }
      // Already JSON: Fastify sends a string as it is, without serialising it again.
      return reply.type('application/json; charset=utf-8').send(entry.body as never);
    },
  );
}
