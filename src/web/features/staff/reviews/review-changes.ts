import { z } from '../../../../domain/zod.ts';
import { deleteStaffReview, hideReview, restoreReview } from '../api/reviews-api.ts';
import { answerOf, type Answer } from '../../../lib/route-answer.ts';

/** What the reviews route's clientAction is asked to do: `intent` says which change. */
const reviewChangeSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('hide'), id: z.number() }),
  z.object({ intent: z.literal('restore'), id: z.number() }),
  /** The author's name is for the words of the answer: the review is gone by then. */
  z.object({ intent: z.literal('delete'), id: z.number(), user_name: z.string() }),
]);
export type ReviewChange = z.infer<typeof reviewChangeSchema>;

/**
 * Hides, restores or deletes a review (the reviews route's clientAction) and says, in words,
 * what it did or why it was refused. React Router then loads the list's page again by itself.
 */
export async function changeReview(request: Request): Promise<Answer> {
  const change = reviewChangeSchema.parse(await request.json());
  if (change.intent === 'delete') {
    return answerOf(await deleteStaffReview(change.id), request, {
      done: () => `The review by ${change.user_name} is deleted.`,
      refused: 'The review was not deleted.',
    });
  }
  const result = await (change.intent === 'hide' ? hideReview : restoreReview)(change.id);
  return answerOf(result, request, {
    done: (review) =>
      `The review by ${review.user_name} is ${review.hidden_at ? 'hidden from' : 'shown to'} the public.`,
    refused: 'The review was not changed.',
  });
}
