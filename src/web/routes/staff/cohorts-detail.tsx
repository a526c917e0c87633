import { cohortParamsSchema } from '../../../domain/delivery/cohorts.ts';
import { fetchCohortCertificates } from '../../features/staff/certificates/certificate-admin-api.ts';
import { changeCertificates } from '../../features/staff/certificates/certificate-changes.ts';
import {
  CohortDetailScreen,
  CohortPlaceholder,
} from '../../features/staff/cohorts/cohort-detail-screen.tsx';
import { fetchCheckResults } from '../../features/staff/cohorts/check-changes.ts';
import { changeCohorts } from '../../features/staff/cohorts/cohort-changes.ts';
import {
  fetchCohort,
  fetchCohorts,
  fetchMentorChoices,
} from '../../features/staff/cohorts/cohorts-api.ts';
import { StaffLoadError } from '../../features/staff/data/staff-load-error.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import { StaffNotFound } from '../../features/staff/ui/not-found.tsx';
import { loadedOrThrow } from '../../lib/route-data.ts';
import type { Route } from './+types/cohorts-detail.ts';

export const meta: Route.MetaFunction = ({ data }) =>
  staffMeta(data ? `${data.cohort.program_name} cohort` : 'Cohort');

/**
 * The cohort and its learners' checks of understanding; for staff also the program's other
 * cohorts (to move a learner to) and who can mentor. The server refuses both to a mentor, who
 * gets null.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const id = cohortParamsSchema.safeParse(params);
  if (!id.success) return null;
  const [cohort, mentors, certificates, checks] = await Promise.all([
    fetchCohort(id.data.id),
    fetchMentorChoices(),
    fetchCohortCertificates(id.data.id),
    fetchCheckResults(id.data.id),
  ]);
  const detail = loadedOrThrow(cohort, request);
  const others = mentors.ok ? await fetchCohorts({ program: detail.program }) : null;
  return {
    cohort: detail,
    mentors: mentors.ok ? mentors.data.results : null,
    siblings: others?.ok ? others.data.results.filter((c) => c.id !== detail.id) : null,
    certificates: certificates.ok ? certificates.data.results : null,
    checks: checks.ok ? checks.data : null,
  };
}

/**
 * Schedule sessions, change the cohort, move a learner, issue or revoke certificates; the cohort
 * is then loaded again.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return (await changeCertificates(request)) ?? changeCohorts(request);
}

export function ErrorBoundary() {
  return (
    <CohortPlaceholder>
      <StaffLoadError />
    </CohortPlaceholder>
  );
}

export default function StaffCohort({ loaderData }: Route.ComponentProps) {
  if (!loaderData) {
    return (
      <StaffNotFound
        title="Cohort"
        message="There is no such cohort."
        back={{ to: '/staff/cohorts', label: 'All cohorts' }}
      />
    );
  }
  return (
    <CohortDetailScreen
      key={loaderData.cohort.id}
      cohort={loaderData.cohort}
      siblings={loaderData.siblings}
      mentors={loaderData.mentors}
      certificates={loaderData.certificates}
      checks={loaderData.checks}
    />
  );
}
