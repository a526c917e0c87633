import { z } from '../zod.ts';
import { dayField, programSlugField, recordId } from './fields.ts';
import { TEACHING_LANGUAGES } from './languages.ts';

export const CAPACITY_MAX = 500;
export const MENTORS_MAX = 5;

const capacityField = z.coerce
  .number({ error: `Seats must be a number from 1 to ${CAPACITY_MAX}.` })
  .int({ error: `Seats must be a whole number from 1 to ${CAPACITY_MAX}.` })
  .min(1, { error: `Seats must be a number from 1 to ${CAPACITY_MAX}.` })
  .max(CAPACITY_MAX, { error: `Seats must be a number from 1 to ${CAPACITY_MAX}.` });

const languageField = z.enum(TEACHING_LANGUAGES, { error: 'Choose a language.' });

const mentorIdsField = z
  .array(recordId('Choose mentors from the list.'), { error: 'Choose mentors from the list.' })
  .max(MENTORS_MAX, { error: `A cohort has at most ${MENTORS_MAX} mentors.` })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'Each mentor once.' });

/** POST /api/cohorts/ */
export const newCohortSchema = z.object({
  program: programSlugField,
  starts_on: dayField('start date'),
  capacity: capacityField,
  language: languageField,
  mentor_ids: mentorIdsField.default([]),
});
export type NewCohort = z.infer<typeof newCohortSchema>;

/** PATCH /api/cohorts/:id/ — what may change once a cohort exists. */
export const cohortChangeSchema = z.object({
  capacity: capacityField.optional(),
  language: languageField.optional(),
  mentor_ids: mentorIdsField.optional(),
});
export type CohortChange = z.infer<typeof cohortChangeSchema>;

export const cohortParamsSchema = z.object({ id: recordId('There is no such cohort.') });

/** GET /api/cohorts/ */
export const cohortListQuerySchema = z.object({
  program: programSlugField.optional(),
});
export type CohortListQuery = z.infer<typeof cohortListQuerySchema>;

export const personSchema = z.object({ id: z.number().int(), name: z.string() });
export type Person = z.infer<typeof personSchema>;

/** Accounts that can mentor: GET /api/cohorts/mentor-choices/ */
export const mentorChoicesSchema = z.object({
  results: z.array(personSchema.extend({ role: z.enum(['mentor', 'staff', 'owner']) })),
});
export type MentorChoice = z.infer<typeof mentorChoicesSchema>['results'][number];

export const sessionSummarySchema = z.object({
  id: z.number().int(),
  starts_at: z.string(),
  minutes: z.number().int(),
  topic: z.string(),
  module_index: z.number().int().nullable(),
  status: z.enum(['scheduled', 'cancelled']),
  change_reason: z.string().nullable(),
  meeting_url: z.string().nullable(),
  recording_url: z.string().nullable(),
  attendance_marked_at: z.string().nullable(),
  present: z.number().int(),
  /** A webinar: only the cohort's Premium learners see it. */
  premium_only: z.boolean(),
  /** The program's webinar this session holds in the cohort, shared by its other cohorts. */
  webinar_id: z.number().int().nullable(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

export const cohortSummarySchema = z.object({
  id: z.number().int(),
  program: z.string(),
  program_name: z.string(),
  starts_on: z.string(),
  capacity: z.number().int(),
  seats_taken: z.number().int(),
  language: z.string(),
  schedule: z.string(),
  mentors: z.array(personSchema),
  next_session: sessionSummarySchema.pick({ id: true, starts_at: true, topic: true }).nullable(),
});
export type CohortSummary = z.infer<typeof cohortSummarySchema>;
export const cohortListSchema = z.object({ results: z.array(cohortSummarySchema) });

export const cohortLearnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  plan: z.string(),
  /** Sessions marked present, of `attendance_marked`. */
  attended: z.number().int(),
  attendance_marked: z.number().int(),
  modules_done: z.number().int(),
  progress_percent: z.number().int(),
});
export type CohortLearner = z.infer<typeof cohortLearnerSchema>;

/** GET /api/cohorts/:id/ */
export const cohortDetailSchema = cohortSummarySchema.extend({
  modules: z.array(z.string()),
  sessions: z.array(sessionSummarySchema),
  learners: z.array(cohortLearnerSchema),
});
export type CohortDetail = z.infer<typeof cohortDetailSchema>;

/** POST /api/cohorts/:id/learners/:learnerId/move/ */
export const learnerParamsSchema = cohortParamsSchema.extend({
  learnerId: recordId('There is no such learner in this cohort.'),
});
export const moveLearnerSchema = z.object({
  to_cohort_id: recordId('Choose the cohort to move the learner to.'),
});
