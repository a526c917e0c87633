import { z } from '../../../../domain/zod.ts';
import { answerOf, type Answer } from '../../../lib/route-answer.ts';
import { answerQuestion, setAnswerHidden, setQuestionHidden } from './questions-api.ts';

const ids = { cohort_id: z.number(), question_id: z.number() };

/** What the questions screen's clientAction is asked to do: `intent` says which change. */
const questionChangeSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('answer'), ...ids, body: z.string() }),
  /** reason null: show it again. */
  z.object({ intent: z.literal('hide-question'), ...ids, reason: z.string().nullable() }),
  z.object({
    intent: z.literal('hide-answer'),
    ...ids,
    answer_id: z.number(),
    reason: z.string().nullable(),
  }),
]);
export type QuestionChange = z.infer<typeof questionChangeSchema>;

/** Answers, hides or shows a post again, and says in words what it did or why not. */
export async function changeQuestions(request: Request): Promise<Answer> {
  const change = questionChangeSchema.parse(await request.json());
  switch (change.intent) {
    case 'answer':
      return answerOf(
        await answerQuestion(change.cohort_id, change.question_id, change.body),
        request,
        {
          done: () => 'Your answer is posted; the learner has been mailed it.',
          refused: 'The answer was not posted.',
        },
      );
    case 'hide-question':
      return answerOf(
        await setQuestionHidden(change.cohort_id, change.question_id, change.reason),
        request,
        {
          done: () =>
            change.reason === null
              ? 'The question shows to the cohort’s learners again.'
              : 'The question is hidden from the cohort’s learners.',
          refused: 'The question was not changed.',
        },
      );
    case 'hide-answer':
      return answerOf(
        await setAnswerHidden(
          change.cohort_id,
          change.question_id,
          change.answer_id,
          change.reason,
        ),
        request,
        {
          done: () =>
            change.reason === null
              ? 'The answer shows to the cohort’s learners again.'
              : 'The answer is hidden from the cohort’s learners.',
          refused: 'The answer was not changed.',
        },
      );
  }
}
