import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isStuck } from '../../../domain/delivery/check-marking.ts';
import {
  cohortCheckResultsSchema,
  type CohortCheckResults,
} from '../../../domain/delivery/check-results.ts';
import { cohortParamsSchema } from '../../../domain/delivery/cohorts.ts';
import { apiErrorSchema } from '../../../domain/errors.ts';
import {
  attemptSummaries,
  NO_ATTEMPTS,
  summaryKey,
} from '../../repositories/delivery/check-attempts.ts';
import { moduleTitles } from '../../repositories/delivery/cohort-detail.ts';
import { cohortMembers } from '../../repositories/delivery/cohort-learners.ts';
import { programChecks } from '../../repositories/delivery/module-checks.ts';
import { visibleCohort } from './access.ts';

/** How the learners of a cohort do on its program's checks: for its mentors and staff. */
export async function checkResultRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  r.get(
    '/api/cohorts/:id/checks/',
    {
      schema: {
        summary: 'Each learner’s results on the checks of understanding of the cohort’s program',
        description:
          'A mentor reads the cohort they teach (any other is 404). `stuck`: not passed after two or more attempts, or out of attempts.',
        tags: ['cohorts'],
        params: cohortParamsSchema,
        response: { 200: cohortCheckResultsSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request): Promise<CohortCheckResults> => {
      const cohort = await visibleCohort(db, request.params.id, request.user!);
      const titles = moduleTitles(cohort.program);
      const [checks, members] = await Promise.all([
        programChecks(db, cohort.program),
        cohortMembers(db, cohort.id),
      ]);
      const withCheck = [...checks.values()]
        .filter((c) => c.module_index < titles.length)
        .sort((a, b) => a.module_index - b.module_index);
      const summaries = await attemptSummaries(
        db,
        members.map((m) => m.id),
        withCheck.map((c) => c.id),
      );
      return {
        modules: withCheck.map((c) => ({
          index: c.module_index,
          title: titles[c.module_index]!,
          max_attempts: c.max_attempts,
        })),
        learners: members.map((m) => ({
          id: m.id,
          name: m.name,
          checks: withCheck.map((c) => {
            const s = summaries.get(summaryKey(m.id, c.id)) ?? NO_ATTEMPTS;
            return {
              module_index: c.module_index,
              attempts_used: s.used,
              passed: s.passed,
              best: s.best,
              stuck: isStuck(s.passed, s.used, c.max_attempts),
            };
          }),
        })),
      };
    },
  );
}
