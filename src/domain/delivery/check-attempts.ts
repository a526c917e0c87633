import { z } from '../zod.ts';
import { CHECK_ANSWER_MAX, CHECK_QUESTIONS_MAX } from './module-checks.ts';

/** A question as a learner reads it: no right answer in it. */
export const learnerCheckQuestionSchema = z.object({
  kind: z.enum(['choice', 'short']),
  prompt: z.string(),
  /** A multiple-choice question's options; null for a short answer. */
  options: z.array(z.string()).nullable(),
});

const scoreSchema = z.object({ right: z.number().int(), total: z.number().int() });

/** A module's check in the learner's space, with where the learner stands. */
export const learnerCheckSchema = z.object({
  /** Sent back with the answers: a check changed since it was read is not marked. */
  version: z.number().int(),
  pass_percent: z.number().int(),
  /** Questions to get right to pass. */
  right_needed: z.number().int(),
  max_attempts: z.number().int().nullable(),
  questions: z.array(learnerCheckQuestionSchema),
  attempts_used: z.number().int(),
  /** Null when attempts are unlimited. */
  attempts_left: z.number().int().nullable(),
  /** The best attempt so far; null before the first. */
  best: scoreSchema.nullable(),
  passed: z.boolean(),
  /** Each question's right answer in words: only once passed or out of attempts. */
  right_answers: z.array(z.array(z.string())).nullable(),
});
export type LearnerCheck = z.infer<typeof learnerCheckSchema>;

/** POST /api/learn/:program/modules/:index/check/ */
export const checkAttemptSchema = z.object(
  {
    version: z.number({ error: 'Say which version of the check you answered.' }).int().positive(),
    /** In the questions' order: an option's 0-based place, or a short answer's text. */
    answers: z
      .array(
        z.union(
          [
            z.number().int().min(0).max(100),
            z.string().max(CHECK_ANSWER_MAX, {
              error: `Keep an answer to ${CHECK_ANSWER_MAX} characters.`,
            }),
          ],
          { error: 'An answer is an option’s number or a text.' },
        ),
        { error: 'Send the answers.' },
      )
      .max(CHECK_QUESTIONS_MAX, { error: `A check has at most ${CHECK_QUESTIONS_MAX} questions.` }),
  },
  { error: 'Send the answers as JSON.' },
);
export type CheckAttempt = z.infer<typeof checkAttemptSchema>;
