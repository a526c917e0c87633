import { learnerQuerySchema } from '../../../domain/staff/learners.ts';
import { fetchLearners } from '../../features/staff/api/learners-api.ts';
import { StaffLoadError } from '../../features/staff/data/staff-load-error.tsx';
import {
  LearnerListScreen,
  LearnerTable,
} from '../../features/staff/learners/learner-list-screen.tsx';
import { listQueryOf } from '../../features/staff/list/use-list-query.ts';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import { loadedOrThrow } from '../../lib/route-data.ts';
import type { Route } from './+types/learners.ts';

export const meta: Route.MetaFunction = () => staffMeta('Learners');

/** The page of accounts the URL's filters ask for. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadedOrThrow(await fetchLearners(listQueryOf(learnerQuerySchema, request)), request);
}

export function ErrorBoundary() {
  return (
    <LearnerListScreen>
      <StaffLoadError />
    </LearnerListScreen>
  );
}

export default function StaffLearners({ loaderData }: Route.ComponentProps) {
  return (
    <LearnerListScreen>
      <LearnerTable page={loaderData} />
    </LearnerListScreen>
  );
}
