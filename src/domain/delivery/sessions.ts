import { z } from '../zod.ts';
import { cohortParamsSchema, sessionSummarySchema } from './cohorts.ts';
import {
  clockField,
  dayField,
  optionalHttpsLinkField,
  programSlugField,
  reasonField,
  recordId,
} from './fields.ts';

export const SESSIONS_MAX = 100;
export const TOPIC_MAX = 200;
export const NOTES_MAX = 2000;

const minutesField = z.coerce
  .number({ error: 'Length must be 15 to 480 minutes.' })
  .int({ error: 'Length must be whole minutes.' })
  .min(15, { error: 'Length must be 15 to 480 minutes.' })
  .max(480, { error: 'Length must be 15 to 480 minutes.' });

/** POST /api/cohorts/:id/sessions/generate/ */
export const generateSessionsSchema = z.object({
  days: z
    .array(z.coerce.number().int().min(0).max(6), { error: 'Choose at least one day.' })
    .min(1, { error: 'Choose at least one day.' })
    .refine((days) => new Set(days).size === days.length, { error: 'Each day once.' }),
  time: clockField,
  minutes: minutesField,
  count: z.coerce
    .number({ error: `Make 1 to ${SESSIONS_MAX} sessions.` })
    .int({ error: `Make 1 to ${SESSIONS_MAX} sessions.` })
    .min(1, { error: `Make 1 to ${SESSIONS_MAX} sessions.` })
    .max(SESSIONS_MAX, { error: `Make 1 to ${SESSIONS_MAX} sessions.` }),
});
export type GenerateSessions = z.infer<typeof generateSessionsSchema>;

export const sessionParamsSchema = cohortParamsSchema.extend({
  sessionId: recordId('There is no such session.'),
});

const topicField = z
  .string({ error: 'Enter a topic.' })
  .trim()
  .min(1, { error: 'Enter a topic.' })
  .max(TOPIC_MAX, { error: `Keep the topic to ${TOPIC_MAX} characters.` });

/** PATCH /api/cohorts/:id/sessions/:sessionId/ — the fields given change, the others stay. */
export const sessionChangeSchema = z.object({
  topic: topicField.optional(),
  module_index: z.number().int().min(0).max(50).nullable().optional(),
  meeting_url: optionalHttpsLinkField.optional(),
  /** Only once the session has started. */
  recording_url: optionalHttpsLinkField.optional(),
  notes: z
    .string()
    .trim()
    .max(NOTES_MAX, { error: `Keep the notes to ${NOTES_MAX} characters.` })
    .optional(),
});
export type SessionChange = z.infer<typeof sessionChangeSchema>;

/** One session at a given time, India time: a make-up class, a guest talk, a webinar. */
const oneSessionFields = {
  date: dayField('date'),
  time: clockField,
  minutes: minutesField,
  topic: topicField,
  meeting_url: optionalHttpsLinkField.optional(),
};

/** POST /api/cohorts/:id/sessions/ — one class added to the cohort, for all its learners. */
export const addSessionSchema = z.object({
  ...oneSessionFields,
  module_index: z.number().int().min(0).max(50).nullable().optional(),
});
export type AddSession = z.infer<typeof addSessionSchema>;

/** POST /api/cohorts/webinars/ — a webinar for the program's Premium learners in every cohort. */
export const addWebinarSchema = z.object({ program: programSlugField, ...oneSessionFields });
export type AddWebinar = z.infer<typeof addWebinarSchema>;

/** What adding a webinar made: one session in each cohort it reaches. */
export const webinarAddedSchema = z.object({
  webinar_id: z.number().int(),
  sessions: z.array(z.object({ cohort_id: z.number().int(), session_id: z.number().int() })),
});
export type WebinarAdded = z.infer<typeof webinarAddedSchema>;

/** POST /api/cohorts/:id/sessions/:sessionId/move/ — the new start, India time. */
export const moveSessionSchema = z.object({
  date: dayField('new date'),
  time: clockField,
  reason: reasonField,
});
export type MoveSession = z.infer<typeof moveSessionSchema>;

/** POST /api/cohorts/:id/sessions/:sessionId/cancel/ */
export const cancelSessionSchema = z.object({ reason: reasonField });

/** POST /api/cohorts/:id/sessions/:sessionId/attendance/ */
export const attendanceSchema = z.object({
  marks: z
    .array(z.object({ learner_id: recordId('Unknown learner.'), present: z.boolean() }), {
      error: 'Mark each learner present or absent.',
    })
    .min(1, { error: 'Mark each learner present or absent.' })
    .max(500),
});
export type AttendanceMarks = z.infer<typeof attendanceSchema>;

export const rosterEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** Null until attendance is marked for this learner. */
  present: z.boolean().nullable(),
});

/** GET /api/cohorts/:id/sessions/:sessionId/ */
export const sessionDetailSchema = z.object({
  cohort: z.object({
    id: z.number().int(),
    program: z.string(),
    program_name: z.string(),
    starts_on: z.string(),
    language: z.string(),
    schedule: z.string(),
  }),
  session: sessionSummarySchema.extend({ notes: z.string().nullable() }),
  /** The session has begun: attendance, recording and notes can be written. */
  started: z.boolean(),
  modules: z.array(z.string()),
  roster: z.array(rosterEntrySchema),
});
export type SessionDetail = z.infer<typeof sessionDetailSchema>;
