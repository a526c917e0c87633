import { staffReviewQuerySchema } from '../../../domain/staff/reviews.ts';
import { fetchStaffReviews } from '../../features/staff/api/reviews-api.ts';
import { StaffLoadError } from '../../features/staff/data/staff-load-error.tsx';
import { listQueryOf } from '../../features/staff/list/use-list-query.ts';
import { changeReview } from '../../features/staff/reviews/review-changes.ts';
import { ReviewListScreen, ReviewTable } from '../../features/staff/reviews/review-list-screen.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import { loadedOrThrow } from '../../lib/route-data.ts';
import type { Route } from './+types/reviews.ts';

export const meta: Route.MetaFunction = () => staffMeta('Reviews');

/** The page of reviews the URL's filters ask for. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = listQueryOf(staffReviewQuerySchema, request);
  return loadedOrThrow(await fetchStaffReviews(query), request);
}

/** Hide, restore and delete; the page of reviews is then loaded again. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return changeReview(request);
}

export function ErrorBoundary() {
  return (
    <ReviewListScreen>
      <StaffLoadError />
    </ReviewListScreen>
  );
}

export default function StaffReviews({ loaderData }: Route.ComponentProps) {
  return (
    <ReviewListScreen>
      <ReviewTable page={loaderData} />
    </ReviewListScreen>
  );
}
