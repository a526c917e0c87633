import { requiredText } from '../fields.ts';
import { isBrokenText } from '../printable-text.ts';
import { z } from '../zod.ts';
import { recordId } from './fields.ts';

/** How long a question may be: long enough to say what was tried, short enough to answer. */
export const QUESTION_MIN = 10;
export const QUESTION_MAX = 2000;
export const ANSWER_MAX = 2000;
export const HIDE_REASON_MAX = 300;

/**
 * Control characters (tab and line breaks are kept: a question may have paragraphs or code) and
 * the bidi controls that print the words after them backwards, so a post reads as it was meant.
 */
const NOT_PRINTABLE = /(?![\t\n\r])\p{Cc}|[\u202A-\u202E\u2066-\u2069]/u;

/** True when the text has what no keyboard types, or what would print it other than it reads. */
export const hasUnprintable = (text: string) => NOT_PRINTABLE.test(text) || isBrokenText(text);

/** A post's text: the rules of the site's other free text, and printable on a page and in mail. */
function postText(label: string, required: string, max: number) {
  return requiredText({ required, label, max }).refine((text) => !hasUnprintable(text), {
    error: `${label} has a character that is not text (such as a control character or half of an emoji). Type it again.`,
  });
}

const questionBody = postText('Your question', 'Write your question.', QUESTION_MAX).refine(
  (text) => text.length >= QUESTION_MIN,
  { error: `Write at least ${QUESTION_MIN} characters, so your mentor knows what you are asking.` },
);

/** POST /api/learn/:program/modules/:index/questions/ */
export const askQuestionSchema = z.object(
  { body: questionBody },
  { error: 'Send the question as JSON.' },
);
export type AskQuestion = z.infer<typeof askQuestionSchema>;

/** POST /api/cohorts/:id/questions/:questionId/answers/ */
export const answerQuestionSchema = z.object(
  { body: postText('The answer', 'Write the answer.', ANSWER_MAX) },
  { error: 'Send the answer as JSON.' },
);
export type AnswerQuestion = z.infer<typeof answerQuestionSchema>;

/** POST …/hide/: learners do not see the reason; staff read it beside the hidden post. */
export const hidePostSchema = z.object(
  {
    reason: postText('The reason', 'Say why it is hidden.', HIDE_REASON_MAX),
  },
  { error: 'Send the reason as JSON.' },
);
export type HidePost = z.infer<typeof hidePostSchema>;

export const questionParamsSchema = z.object({
  id: recordId('There is no such cohort.'),
  questionId: recordId('There is no such question.'),
});

export const answerParamsSchema = questionParamsSchema.extend({
  answerId: recordId('There is no such answer.'),
});

/** An answer as the cohort's learners read it. */
export const learnerAnswerSchema = z.object({
  id: z.number().int(),
  /** The mentor's or staff member's name, as the cohort's facts show mentors. */
  author: z.string(),
  /** Whether its author teaches the cohort (else: the provider's staff). */
  by_mentor: z.boolean(),
  body: z.string(),
  answered_at: z.string(),
});
export type LearnerAnswer = z.infer<typeof learnerAnswerSchema>;

/** A question as the cohort's learners read it: the asker by first name, answers oldest first. */
export const learnerQuestionSchema = z.object({
  id: z.number().int(),
  module_index: z.number().int(),
  asker: z.string(),
  /** Asked by the learner reading it. */
  mine: z.boolean(),
  body: z.string(),
  asked_at: z.string(),
  answers: z.array(learnerAnswerSchema),
});
export type LearnerQuestion = z.infer<typeof learnerQuestionSchema>;

/** GET /api/learn/:program/questions/: the cohort's questions that are not hidden, newest first. */
export const learnerQuestionsSchema = z.object({ questions: z.array(learnerQuestionSchema) });
export type LearnerQuestions = z.infer<typeof learnerQuestionsSchema>;

/** Hidden by staff: when, by whom and why. Null while the post shows. */
const hiddenSchema = z
  .object({ at: z.string(), by: z.string().nullable(), reason: z.string() })
  .nullable();
export type Hidden = z.infer<typeof hiddenSchema>;

export const cohortAnswerSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  body: z.string(),
  answered_at: z.string(),
  hidden: hiddenSchema,
});
export type CohortAnswer = z.infer<typeof cohortAnswerSchema>;

/** A question as the cohort's mentors and staff read it, hidden ones too. */
export const cohortQuestionSchema = z.object({
  id: z.number().int(),
  module_index: z.number().int(),
  module_title: z.string(),
  learner: z.object({ id: z.number().int(), name: z.string() }),
  body: z.string(),
  asked_at: z.string(),
  hidden: hiddenSchema,
  answers: z.array(cohortAnswerSchema),
});
export type CohortQuestion = z.infer<typeof cohortQuestionSchema>;

/** GET /api/cohorts/:id/questions/: newest first. */
export const cohortQuestionsSchema = z.object({
  cohort: z.object({
    id: z.number().int(),
    program: z.string(),
    program_name: z.string(),
    starts_on: z.string(),
  }),
  questions: z.array(cohortQuestionSchema),
});
export type CohortQuestions = z.infer<typeof cohortQuestionsSchema>;

/** A question no one has answered yet (or whose every answer is hidden), in a mentor's day. */
export const waitingQuestionSchema = z.object({
  id: z.number().int(),
  cohort_id: z.number().int(),
  program_name: z.string(),
  cohort_starts_on: z.string(),
  module_index: z.number().int(),
  module_title: z.string(),
  learner: z.string(),
  body: z.string(),
  asked_at: z.string(),
});
export type WaitingQuestion = z.infer<typeof waitingQuestionSchema>;

/** Whether a question still waits for an answer learners can read. */
export const isWaiting = (answers: ReadonlyArray<{ hidden: Hidden }>) =>
  answers.every((answer) => answer.hidden !== null);
