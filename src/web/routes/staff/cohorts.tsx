import { cohortListQuerySchema } from '../../../domain/delivery/cohorts.ts';
import { changeCohorts } from '../../features/staff/cohorts/cohort-changes.ts';
import { CohortList } from '../../features/staff/cohorts/cohort-list.tsx';
import { CohortListScreen } from '../../features/staff/cohorts/cohort-list-screen.tsx';
import { fetchCohorts, fetchMentorChoices } from '../../features/staff/cohorts/cohorts-api.ts';
import { StaffLoadError } from '../../features/staff/data/staff-load-error.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import { loadedOrThrow } from '../../lib/route-data.ts';
import type { Route } from './+types/cohorts.ts';

export const meta: Route.MetaFunction = () => staffMeta('Cohorts');

/**
 * The cohorts of the URL's program; and who can mentor, which the server tells staff only (a
 * mentor, who creates no cohorts, gets null).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const asked = { program: new URL(request.url).searchParams.get('program') ?? undefined };
  const query = cohortListQuerySchema.safeParse(asked);
  const [cohorts, mentors] = await Promise.all([
    fetchCohorts(query.success ? query.data : {}),
    fetchMentorChoices(),
  ]);
  return {
    cohorts: loadedOrThrow(cohorts, request).results,
    filtered: query.success && query.data.program !== undefined,
    mentors: mentors.ok ? mentors.data.results : null,
  };
}

/** 'Create cohort': the new cohort's page opens. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return changeCohorts(request);
}

export function ErrorBoundary() {
  return (
    <CohortListScreen mentors={null}>
      <StaffLoadError />
    </CohortListScreen>
  );
}

export default function StaffCohorts({ loaderData }: Route.ComponentProps) {
  return (
    <CohortListScreen mentors={loaderData.mentors}>
      <CohortList cohorts={loaderData.cohorts} filtered={loaderData.filtered} />
    </CohortListScreen>
  );
}
