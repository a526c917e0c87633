import { learnerProgressSchema } from '../learner-space.ts';
import { z } from '../zod.ts';

/** What marking an attempt says. */
export const checkResultSchema = z.object({
  right: z.number().int(),
  total: z.number().int(),
  right_needed: z.number().int(),
  passed: z.boolean(),
  /** The 0-based places of the questions answered wrongly. */
  wrong: z.array(z.number().int()),
  attempts_used: z.number().int(),
  attempts_left: z.number().int().nullable(),
  /** Only once passed or out of attempts, as in the space. */
  right_answers: z.array(z.array(z.string())).nullable(),
  progress: learnerProgressSchema,
});
export type CheckResult = z.infer<typeof checkResultSchema>;
