import { fetchReviews } from '../../features/staff/project-reviews/reviews-api.ts';
import {
  ReviewListScreen,
  ReviewsPage,
} from '../../features/staff/project-reviews/review-list-screen.tsx';
import { StaffLoadError } from '../../features/staff/data/staff-load-error.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import { loadedOrThrow } from '../../lib/route-data.ts';
import type { Route } from './+types/cohorts-reviews.ts';

export const meta: Route.MetaFunction = () => staffMeta('Projects to review');

/** The submissions waiting for review that the account may review, oldest first. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadedOrThrow(await fetchReviews(), request);
}

export function ErrorBoundary() {
  return (
    <ReviewsPage>
      <StaffLoadError />
    </ReviewsPage>
  );
}

export default function StaffCohortReviews({ loaderData }: Route.ComponentProps) {
  return <ReviewListScreen reviews={loaderData} />;
}
