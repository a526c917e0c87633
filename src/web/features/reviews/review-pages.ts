import type { ReviewPage } from '../../../domain/reviews.ts';
import { reviewsPath } from './review-changes.ts';
import { fetchReviews, type ReviewQuery } from './reviews-api.ts';

/** A page of a program's reviews, with the question it answers. */
export type ReviewPageRead = ReviewPage & ReviewQuery;

/**
 * Where the reviews' fetcher reads a page (routes/program-reviews-page.ts). `fresh` asks for the
 * list as stored now: after this browser's own write, which the server's short cache may not
 * show yet.
 */
export function reviewPagePath(
  program: string,
  { page, pageSize, verified }: ReviewQuery,
  fresh = false,
): string {
  const query = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  if (verified) query.set('verified', '1');
  if (fresh) query.set('fresh', '1');
  return `${reviewsPath(program)}?${query}`;
}

/** The page asked for; the last one instead when the list has shrunk below it (a deletion). */
export async function readReviewPage(
  program: string,
  query: ReviewQuery,
  fresh: boolean,
): Promise<ReviewPageRead> {
  const read = await fetchReviews(program, query, { fresh });
  const last = Math.max(1, Math.ceil(read.count / query.pageSize));
  if (read.results.length > 0 || query.page <= last) return { ...read, ...query };
  const before = { ...query, page: last };
  return { ...(await fetchReviews(program, before, { fresh })), ...before };
}
