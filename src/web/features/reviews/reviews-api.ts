import type { Review, ReviewPage } from '../../../domain/reviews.ts';
import { postJson, requestJson } from '../../api/client.ts';

const EMPTY: ReviewPage = { results: [], count: 0 };

export interface ReviewQuery {
  page: number;
  pageSize: number;
  /** Only reviews by verified learners. */
  verified: boolean;
}

/**
 * A list that fails to load is shown as an empty list (the product spec's rule). `fresh` asks
 * for the list as stored now, past the server's short cache: after this browser's own write,
 * which another instance may not have seen in its cache yet.
 */
export async function fetchReviews(
  program: string,
  { page, pageSize, verified }: ReviewQuery,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<ReviewPage> {
  const query = new URLSearchParams({
    program,
    page: String(page),
    page_size: String(pageSize),
    ...(verified ? { verified: '1' } : {}),
  });
  const result = await requestJson<ReviewPage>(
    'GET',
    `/api/program-reviews/?${query}`,
    undefined,
    fresh ? { 'cache-control': 'no-cache' } : {},
  );
  return result.ok && Array.isArray(result.data.results) ? result.data : EMPTY;
}

export const submitReview = (body: {
  program: string;
  /** A visitor's name; a signed-in account's review carries its own. */
  user_name?: string;
  comment: string;
  rating: number;
  website: string;
}) => postJson<Review>('/api/program-reviews/', body);

/** The header is what the spec's browser sends; the server decides by the session alone. */
export const deleteReview = (id: number, adminEmail: string) =>
  requestJson<undefined>('DELETE', `/api/program-reviews/${id}/`, undefined, {
    'x-user-email': adminEmail,
  });
