import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findProgram } from '../../domain/catalogue/programs.ts';
import { programCohortsSchema } from '../../domain/catalogue/upcoming-cohort-schema.ts';
import { apiErrorSchema } from '../../domain/errors.ts';
import { HttpError } from '../errors.ts';
import { upcomingCohorts } from '../repositories/upcoming-cohorts.ts';

export async function programCohortRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/programs/:slug/cohorts',
    {
      schema: {
        summary: "A program's upcoming cohorts, with the seats left in each",
        description:
          'Cohorts starting today (India time) or later, soonest first: start date, last session date once planned, schedule in words, language and seats left (0 when full). Public; the checkout offers these, and self-paced, for each line. The program may be named by its slug or another spelling of its path.',
        tags: ['programs'],
        params: z.object({ slug: z.string().max(100) }),
        response: { 200: programCohortsSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const program = findProgram(request.params.slug);
      if (!program) throw new HttpError(404, 'There is no such program.');
      // Read fresh: a buyer choosing a seat must see the seats as they are now.
      const listings = await upcomingCohorts(app.database.db, program);
      reply.header('cache-control', 'no-cache');
      return { results: listings.map((l) => l.cohort) };
    },
  );
}
