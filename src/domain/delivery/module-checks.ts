import { z } from '../zod.ts';
import { programSlugField } from './fields.ts';

export const CHECK_QUESTIONS_MAX = 20;
export const CHECK_OPTIONS_MIN = 2;
export const CHECK_OPTIONS_MAX = 6;
export const CHECK_ACCEPTED_MAX = 10;
export const CHECK_ATTEMPTS_MAX = 20;
export const CHECK_PROMPT_MAX = 500;
export const CHECK_ANSWER_MAX = 200;

export const CHECK_KINDS = ['choice', 'short'] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

export const checkProgramParamsSchema = z.object({ program: programSlugField });
export const checkModuleParamsSchema = checkProgramParamsSchema.extend({
  index: z.coerce
    .number({ error: 'Choose a module.' })
    .int({ error: 'Choose a module.' })
    .min(0, { error: 'Choose a module.' })
    .max(50, { error: 'Choose a module.' }),
});

const promptField = z
  .string({ error: 'Write the question.' })
  .trim()
  .min(1, { error: 'Write the question.' })
  .max(CHECK_PROMPT_MAX, { error: `Keep a question to ${CHECK_PROMPT_MAX} characters.` });

const answerText = (empty: string) =>
  z
    .string({ error: empty })
    .trim()
    .min(1, { error: empty })
    .max(CHECK_ANSWER_MAX, { error: `Keep an answer to ${CHECK_ANSWER_MAX} characters.` });

const choiceQuestionSchema = z.object({
  kind: z.literal('choice'),
  prompt: promptField,
  options: z
    .array(answerText('Fill in every option, or remove the empty one.'))
    .min(CHECK_OPTIONS_MIN, { error: `Give at least ${CHECK_OPTIONS_MIN} options.` })
    .max(CHECK_OPTIONS_MAX, { error: `Give at most ${CHECK_OPTIONS_MAX} options.` }),
  /** The 0-based place of the one right option. */
  right: z
    .number({ error: 'Mark the right option.' })
    .int({ error: 'Mark the right option.' })
    .min(0, { error: 'Mark the right option.' }),
});

const shortQuestionSchema = z.object({
  kind: z.literal('short'),
  prompt: promptField,
  /** Compared trimmed, ignoring case and runs of spaces. */
  accepted: z
    .array(answerText('Fill in every accepted answer, or remove the empty one.'))
    .min(1, { error: 'Give at least one accepted answer.' })
    .max(CHECK_ACCEPTED_MAX, { error: `Give at most ${CHECK_ACCEPTED_MAX} accepted answers.` }),
});

export const checkQuestionSchema = z
  .discriminatedUnion('kind', [choiceQuestionSchema, shortQuestionSchema], {
    error: 'Choose the kind of question: multiple choice or short answer.',
  })
  .refine((q) => q.kind !== 'choice' || q.right < q.options.length, {
    error: 'Mark the right option.',
    path: ['right'],
  });
export type CheckQuestion = z.infer<typeof checkQuestionSchema>;

/** PUT /api/cohorts/checks/:program/:index/: the whole check, which replaces the one before. */
export const checkInputSchema = z.object({
  /** The version the editor opened; null for a new check. A stale one is refused. */
  version: z.number().int().positive().nullable().default(null),
  /** Percent of the questions a learner must get right to pass (rounded up to whole questions). */
  pass_percent: z
    .number({ error: 'Give the pass mark as a percent, 1 to 100.' })
    .int({ error: 'Give the pass mark as a whole percent.' })
    .min(1, { error: 'The pass mark is at least 1%.' })
    .max(100, { error: 'The pass mark is at most 100%.' }),
  /** How many attempts a learner has; null for no limit. */
  max_attempts: z
    .number({ error: 'Give the number of attempts, or choose unlimited.' })
    .int({ error: 'Give a whole number of attempts.' })
    .min(1, { error: 'Allow at least 1 attempt.' })
    .max(CHECK_ATTEMPTS_MAX, { error: `Allow at most ${CHECK_ATTEMPTS_MAX} attempts.` })
    .nullable(),
  questions: z
    .array(checkQuestionSchema, { error: 'Add the questions.' })
    .min(1, { error: 'Add at least one question.' })
    .max(CHECK_QUESTIONS_MAX, { error: `A check has at most ${CHECK_QUESTIONS_MAX} questions.` }),
});
export type CheckInput = z.infer<typeof checkInputSchema>;

/** A module's check as staff edit it, right answers included. */
export const moduleCheckSchema = z.object({
  version: z.number().int(),
  pass_percent: z.number().int(),
  max_attempts: z.number().int().nullable(),
  questions: z.array(
    z.union([
      z.object({
        kind: z.literal('choice'),
        prompt: z.string(),
        options: z.array(z.string()),
        right: z.number().int(),
      }),
      z.object({ kind: z.literal('short'), prompt: z.string(), accepted: z.array(z.string()) }),
    ]),
  ),
  updated_at: z.string(),
});
export type ModuleCheck = z.infer<typeof moduleCheckSchema>;

/** GET /api/cohorts/checks/:program/: each module of the program with its check, if any. */
export const programChecksSchema = z.object({
  program: z.string(),
  program_name: z.string(),
  modules: z.array(
    z.object({ index: z.number().int(), title: z.string(), check: moduleCheckSchema.nullable() }),
  ),
});
export type ProgramChecks = z.infer<typeof programChecksSchema>;
