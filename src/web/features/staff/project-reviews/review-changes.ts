import { reviewSchema } from '../../../../domain/projects/submissions.ts';
import { z } from '../../../../domain/zod.ts';
import { answerOf, type Answer } from '../../../lib/route-answer.ts';
import { sendReview } from './reviews-api.ts';

const reviewRequestSchema = z.object({ id: z.number(), review: reviewSchema });
export type ReviewRequest = z.input<typeof reviewRequestSchema>;

/** The review screen's clientAction: the decision, in words, or why it was refused. */
export async function changeReview(request: Request): Promise<Answer> {
  const { id, review } = reviewRequestSchema.parse(await request.json());
  return answerOf(await sendReview(id, review), request, {
    done: () =>
      review.decision === 'accepted'
        ? 'Accepted. The learner has been mailed.'
        : 'Changes asked for. The learner has been mailed your comment.',
    refused: 'The review was not saved.',
  });
}
