import { z } from 'zod';

/** Below this many paid choices in a program, no plan is called the most chosen. */
export const MOST_CHOSEN_MIN = 5;

/**
 * The plan learners chose most for a program, by paid (unrefunded) enrolments: only with at
 * least MOST_CHOSEN_MIN of them and a clear lead, so that a fresh site, or a tie, claims nothing.
 */
export function mostChosenPlan(choices: ReadonlyMap<string, number>): string | null {
  const ranked = [...choices.entries()].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (!first) return null;
  const total = ranked.reduce((sum, [, n]) => sum + n, 0);
  if (total < MOST_CHOSEN_MIN || (second && second[1] === first[1])) return null;
  return first[0];
}

/** GET /api/plan-choices/: each program's most chosen plan's name, where there is one. */
export const planChoicesSchema = z.object({
  most_chosen: z.record(z.string(), z.string()),
});
export type PlanChoices = z.infer<typeof planChoicesSchema>;
