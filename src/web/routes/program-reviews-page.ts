import { reviewListQuerySchema } from '../../domain/reviews.ts';
import { readReviewPage } from '../features/reviews/review-pages.ts';
import type { Route } from './+types/program-reviews-page.ts';

/**
 * A page of a program's reviews, read in the browser when the person asks for another page or
 * only verified ones (through a fetcher): `?page=2&page_size=4&verified=1`. The program's page
 * comes with the first.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  const query = reviewListQuerySchema.parse(Object.fromEntries(search));
  const asked = { page: query.page, pageSize: query.page_size, verified: query.verified };
  return readReviewPage(params.program, asked, search.has('fresh'));
}
