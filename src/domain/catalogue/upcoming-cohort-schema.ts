import { z } from '../zod.ts';
import type { ProgramCohorts, UpcomingCohort } from './upcoming-cohorts.ts';

const upcomingCohortSchema = z.object({
  id: z.int(),
  starts_on: z.string(),
  ends_on: z.string().nullable(),
  schedule: z.string(),
  language: z.string(),
  seats_left: z.int().nonnegative(),
}) satisfies z.ZodType<UpcomingCohort>;

/** GET /api/programs/:slug/cohorts */
export const programCohortsSchema = z.object({
  results: z.array(upcomingCohortSchema),
}) satisfies z.ZodType<ProgramCohorts>;
