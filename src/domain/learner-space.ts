import { findProgram } from './catalogue/programs.ts';
import { learnerCertificateStateSchema } from './certificates/certificates.ts';
import { learnerCheckSchema } from './delivery/check-attempts.ts';
import { clockTime, istParts } from './delivery/session-time.ts';
import { apiErrorSchema } from './errors.ts';
import { learnerProjectSchema } from './projects/submissions.ts';
import { z } from './zod.ts';

/** The meeting link reaches a cohort's learners from this long before a session starts. */
export const JOIN_OPENS_MINUTES = 15;

const MINUTE_MS = 60 * 1000;

/** When a session ends, as an ISO instant. */
export const sessionEndsAt = (startsAt: string, minutes: number) =>
  new Date(Date.parse(startsAt) + minutes * MINUTE_MS).toISOString();

/** Whether a learner of the cohort may join now: from 15 minutes before the start to the end. */
export function isJoinOpen(startsAt: string, minutes: number, now: Date): boolean {
  const start = Date.parse(startsAt);
  const at = now.getTime();
  return at >= start - JOIN_OPENS_MINUTES * MINUTE_MS && at < start + minutes * MINUTE_MS;
}

/** '7:00 pm IST': the clock time a session starts at in India. */
export function istClock(iso: string): string {
  const { time } = istParts(iso);
  return `${clockTime(Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)), true)} IST`;
}

/** The learner's page of a program (named by slug or name): where its sessions are joined. */
export function learnPath(program: string): string {
  const found = findProgram(program);
  return found ? `/learn/${found.slug}` : '/my-programs';
}

/** The whole percent of a program's modules done, rounded down: 100 only when all are. */
export const progressPercent = (done: number, total: number) =>
  total === 0 ? 0 : Math.floor((done * 100) / total);

export const learnProgramParamsSchema = z.object({
  program: z.string().trim().min(1).max(80),
});

export const learnModuleParamsSchema = learnProgramParamsSchema.extend({
  index: z.coerce
    .number({ error: 'The module number must be a number.' })
    .int({ error: 'The module number must be a whole number.' })
    .min(0, { error: 'There is no such module.' })
    .max(1000, { error: 'There is no such module.' }),
});

export const learnMaterialParamsSchema = learnProgramParamsSchema.extend({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const learnSessionParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** One live session as the cohort's learner sees it. */
export const learnerSessionSchema = z.object({
  id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** It is over, as of the server's clock when the space was read. */
  ended: z.boolean(),
  minutes: z.number().int(),
  topic: z.string(),
  module_index: z.number().int().nullable(),
  status: z.enum(['scheduled', 'cancelled']),
  /** A webinar, which only the cohort's Premium learners see. */
  webinar: z.boolean(),
  /** Why it was cancelled, or moved from its first time. */
  change_reason: z.string().nullable(),
  /** The meeting link: only from 15 minutes before the start until the end, otherwise null. */
  join_url: z.string().nullable(),
  recording_url: z.string().nullable(),
  /** This session alone as an .ics file. */
  calendar_url: z.string(),
});
export type LearnerSession = z.infer<typeof learnerSessionSchema>;

export const learnerMaterialSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.enum(['link', 'file']),
  /** The link itself, or where the file downloads from. */
  url: z.string(),
  file_name: z.string().nullable(),
  file_size: z.number().int().nullable(),
});
export type LearnerMaterial = z.infer<typeof learnerMaterialSchema>;

export const learnerModuleSchema = z.object({
  index: z.number().int(),
  title: z.string(),
  topics: z.array(z.string()),
  done: z.boolean(),
  materials: z.array(learnerMaterialSchema),
  /** Its check of understanding, whose pass marks it done; null when it has none. */
  check: learnerCheckSchema.nullable(),
});
export type LearnerModule = z.infer<typeof learnerModuleSchema>;

export const learnerProgressSchema = z.object({
  done: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
  /** The first module not done yet; null when every one is. */
  continue_index: z.number().int().nullable(),
});
export type LearnerProgress = z.infer<typeof learnerProgressSchema>;

const allowanceSchema = z.object({ sessions: z.number().int(), minutes: z.number().int() });

/** What the learner's plan gives, as it was when they bought it (or upgraded to it). */
export const learnerEntitlementsSchema = z.object({
  /** One-to-one sessions with a mentor; null when the plan has none. */
  mentorship: allowanceSchema.nullable(),
  /** Career guidance sessions; null when the plan has none. */
  career: allowanceSchema.nullable(),
  webinars: z.boolean(),
  /** How many of the program's projects, the first ones, a mentor gives feedback on. */
  project_feedback: z.number().int(),
});
export type LearnerEntitlements = z.infer<typeof learnerEntitlementsSchema>;

/** GET /api/learn/:program/: everything the learner's space shows. */
export const learnerSpaceSchema = z.object({
  program: z.object({ name: z.string(), slug: z.string(), path: z.string() }),
  plan: z.string(),
  entitlements: learnerEntitlementsSchema,
  order_number: z.string(),
  /** Null for a self-paced enrolment. */
  cohort: z
    .object({
      id: z.number().int(),
      starts_on: z.string(),
      schedule: z.string(),
      language: z.string(),
      mentors: z.array(z.string()),
    })
    .nullable(),
  /** The session in progress or the next to come; null when none is left. */
  next_session: learnerSessionSchema.nullable(),
  /** Every session of the cohort, in time order. */
  sessions: z.array(learnerSessionSchema),
  modules: z.array(learnerModuleSchema),
  progress: learnerProgressSchema,
  reminders_on: z.boolean(),
  /** The learner's private calendar address, when they made one. */
  calendar_feed_url: z.string().nullable(),
  /** What is still missing for the certificate, or the certificate once issued. */
  certificate: learnerCertificateStateSchema,
  /** The program's projects with the learner's latest attempt at each. */
  projects: z.array(learnerProjectSchema),
});
export type LearnerSpace = z.infer<typeof learnerSpaceSchema>;

/** 403 on a program the learner is not enrolled in, with where to read about it. */
export const notEnrolledSchema = apiErrorSchema.extend({ program_path: z.string() });

/** PUT /api/learn/reminders/ */
export const remindersSchema = z.object(
  { on: z.boolean({ error: 'Say whether reminders are on (true or false).' }) },
  { error: 'Send the setting as JSON.' },
);
export const remindersStateSchema = z.object({ reminders_on: z.boolean() });

/** The calendar feed's address, or null once it is turned off. */
export const calendarFeedSchema = z.object({ calendar_feed_url: z.string().nullable() });
