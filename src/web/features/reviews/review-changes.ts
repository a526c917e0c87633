import { refusedField } from '../../api/client.ts';
import type { Answer } from '../../lib/route-answer.ts';
import { deleteReview, submitReview } from './reviews-api.ts';

/** What the reviews' form and list send the reviews route's action. */
export type ReviewChange =
  | {
      intent: 'post';
      /** A visitor's name; a signed-in account's review carries its own. */
      user_name?: string;
      comment: string;
      rating: number;
      website: string;
    }
  | { intent: 'delete'; id: number; admin_email: string };

/** Where the reviews of a program are read and changed (routes/program-reviews-page.ts). */
export const reviewsPath = (program: string) => `/reviews/${encodeURIComponent(program)}`;

/**
 * The reviews route's action: posts a review of the program, or deletes one (an admin's). The
 * page is public: a refusal is said beside the form or the list, never a redirect to log in.
 */
export async function changeReviews(request: Request, program: string): Promise<Answer> {
  const change = (await request.json()) as ReviewChange;
  if (change.intent === 'delete') {
    const result = await deleteReview(change.id, change.admin_email);
    return result.ok
      ? { ok: true, message: 'The review was deleted.' }
      : { ok: false, error: 'Failed to delete review.' };
  }
  const { intent: _intent, ...review } = change;
  const result = await submitReview({ program, ...review });
  if (result.ok) return { ok: true, message: 'Thank you for your review!' };
  // The name is an account's: the one refusal a visitor can act on, by changing it.
  if (result.kind === 'http' && result.error && refusedField(result) === 'user_name') {
    return { ok: false, error: result.error, field: 'user_name' };
  }
  return { ok: false, error: 'Failed to submit review.' };
}
