import { ORDER_STATUSES } from './order-statuses.ts';
import { z } from './zod.ts';

/** /api/enrolments/:program/upgrade/: the program by its path or name, e.g. 'python'. */
export const upgradeParamsSchema = z.object({
  program: z.string().trim().min(1).max(80),
});

/** POST /api/enrolments/:program/upgrade/: the plan to move up to. */
export const upgradeRequestSchema = z.object(
  {
    plan: z
      .string({ error: 'Choose the plan to upgrade to.' })
      .trim()
      .min(1, { error: 'Choose the plan to upgrade to.' })
      .max(40, { error: 'Choose the plan to upgrade to.' }),
    /** Made by the browser once per upgrade: a retry or second click finds the same order. */
    idempotency_key: z.uuid({ error: 'Send an idempotency_key (a UUID).' }),
  },
  { error: 'Send the plan as a JSON object.' },
);
export type UpgradeRequest = z.infer<typeof upgradeRequestSchema>;

/** GET /api/enrolments/:program/upgrade/: what the learner may move up to, and for how much. */
export const upgradeOptionsSchema = z.object({
  program: z.string(),
  /** The enrolment's plan now. */
  plan: z.string(),
  /** Each plan above it, cheapest first, with the difference to pay in paise. */
  options: z.array(z.object({ plan: z.string(), plan_paise: z.number().int() })),
  /** An upgrade order not yet paid: no second one is taken until it is paid or dropped. */
  open_order: z
    .object({ number: z.string(), plan: z.string(), status: z.enum(ORDER_STATUSES) })
    .nullable(),
});
export type UpgradeOptions = z.infer<typeof upgradeOptionsSchema>;
