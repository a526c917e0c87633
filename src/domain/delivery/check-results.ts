import { z } from '../zod.ts';

/** One learner's standing on one module's check. */
export const checkStandingSchema = z.object({
  module_index: z.number().int(),
  attempts_used: z.number().int(),
  passed: z.boolean(),
  /** The best attempt; null before the first. */
  best: z.object({ right: z.number().int(), total: z.number().int() }).nullable(),
  /** Not passed after two or more attempts, or out of attempts. */
  stuck: z.boolean(),
});
export type CheckStanding = z.infer<typeof checkStandingSchema>;

/** GET /api/cohorts/:id/checks/: how each learner of the cohort does on the program's checks. */
export const cohortCheckResultsSchema = z.object({
  /** The modules that have a check, in order. */
  modules: z.array(
    z.object({
      index: z.number().int(),
      title: z.string(),
      max_attempts: z.number().int().nullable(),
    }),
  ),
  learners: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      /** One per module with a check, in the same order. */
      checks: z.array(checkStandingSchema),
    }),
  ),
});
export type CohortCheckResults = z.infer<typeof cohortCheckResultsSchema>;

/** 'Checks: 3 of 5 passed · stuck on module 4': a learner's checks in one line. */
export function checksSummary(checks: readonly CheckStanding[]): string {
  const passed = checks.filter((c) => c.passed).length;
  const stuck = checks.filter((c) => c.stuck).map((c) => c.module_index + 1);
  const line = `Checks: ${passed} of ${checks.length} passed`;
  if (stuck.length === 0) return line;
  const modules = stuck.length === 1 ? `module ${stuck[0]}` : `modules ${stuck.join(', ')}`;
  return `${line} · stuck on ${modules}`;
}
