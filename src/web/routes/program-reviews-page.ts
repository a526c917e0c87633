import { FIRST_REVIEWS } from '../../domain/reviews.ts';
import type { ShouldRevalidateFunction } from 'react-router';
import { changeReviews } from '../features/reviews/review-changes.ts';
import { readReviewPage } from '../features/reviews/review-pages.ts';
import { browserOnlyRoute } from '../lib/browser-only-route.ts';
import type { Route } from './+types/program-reviews-page.ts';

/**
 * A page of a program's reviews, read in the browser when the person asks for another page or
 * only verified ones (through a fetcher): `?page=2&page_size=4&verified=1`. The program's page
 * comes with the first.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  // Read by hand, not with the API's zod schema (the server checks the query in full): this
  // module loads on the program page, whose downloads stay without zod.
  const whole = (name: string, otherwise: number) => {
    const value = Number(search.get(name));
    return Number.isInteger(value) && value > 0 ? value : otherwise;
  };
  const asked = {
    page: whole('page', 1),
    pageSize: whole('page_size', FIRST_REVIEWS),
    verified: search.get('verified') === '1',
  };
  return readReviewPage(params.program, asked, search.has('fresh'));
}

/** A review posted, or deleted by an admin; the program's page then reads its figures again. */
export async function clientAction({ request, params }: Route.ClientActionArgs) {
  return changeReviews(request, params.program);
}

/**
 * After a change the page asks for the list itself, as stored now: read again as it was asked
 * before, it could come from the server's short cache, without the change.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  actionResult,
  defaultShouldRevalidate,
}) => (actionResult === undefined ? defaultShouldRevalidate : false);

/** Opened as a page, the path is not one. */
export const loader = browserOnlyRoute;
