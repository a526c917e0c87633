import { reviewParamsSchema } from '../../../domain/projects/submissions.ts';
import { fetchReview } from '../../features/staff/project-reviews/reviews-api.ts';
import { changeReview } from '../../features/staff/project-reviews/review-changes.ts';
import { REVIEWS_PATH } from '../../features/staff/project-reviews/review-paths.ts';
import { ReviewPage, ReviewScreen } from '../../features/staff/project-reviews/review-screen.tsx';
import { StaffLoadError } from '../../features/staff/data/staff-load-error.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import { StaffNotFound } from '../../features/staff/ui/not-found.tsx';
import { loadedOrThrow } from '../../lib/route-data.ts';
import type { Route } from './+types/cohorts-review.ts';

export const meta: Route.MetaFunction = ({ data }) =>
  staffMeta(data ? `${data.summary.project_title}: ${data.summary.learner}` : 'Project review');

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const id = reviewParamsSchema.safeParse(params);
  if (!id.success) return null;
  return loadedOrThrow(await fetchReview(id.data.id), request);
}

/** 'Accepted' or 'Changes needed'; the submission is then loaded again. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return changeReview(request);
}

export function ErrorBoundary() {
  return (
    <ReviewPage title="Project review">
      <StaffLoadError />
    </ReviewPage>
  );
}

export default function StaffCohortReview({ loaderData }: Route.ComponentProps) {
  if (!loaderData) {
    return (
      <StaffNotFound
        title="Project review"
        message="There is no such submission."
        back={{ to: REVIEWS_PATH, label: 'Projects to review' }}
      />
    );
  }
  return <ReviewScreen key={loaderData.submission.id} detail={loaderData} />;
}
