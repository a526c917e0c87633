import { learnerParamsSchema } from '../../../domain/staff/learners.ts';
import { fetchLearnerCertificates } from '../../features/staff/certificates/certificate-admin-api.ts';
import { changeCertificates } from '../../features/staff/certificates/certificate-changes.ts';
import { fetchLearner } from '../../features/staff/api/learners-api.ts';
import { StaffLoadError } from '../../features/staff/data/staff-load-error.tsx';
import {
  LearnerDetailScreen,
  LearnerPlaceholder,
} from '../../features/staff/learners/learner-detail-screen.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import { StaffNotFound } from '../../features/staff/ui/not-found.tsx';
import { loadedOrThrow } from '../../lib/route-data.ts';
import type { Route } from './+types/learner.ts';

export const meta: Route.MetaFunction = () => staffMeta('Learner');

/**
 * The learner and their programs' certificates; null for an address whose id cannot be one,
 * which is not worth a request.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const parsed = learnerParamsSchema.safeParse(params);
  if (!parsed.success) return null;
  const [learner, certificates] = await Promise.all([
    fetchLearner(parsed.data.id),
    fetchLearnerCertificates(parsed.data.id),
  ]);
  return {
    learner: loadedOrThrow(learner, request),
    certificates: certificates.ok ? certificates.data.results : null,
  };
}

/** Issue or revoke a certificate; the learner is then loaded again. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return changeCertificates(request);
}

export function ErrorBoundary() {
  return (
    <LearnerPlaceholder>
      <StaffLoadError />
    </LearnerPlaceholder>
  );
}

export default function StaffLearner({ loaderData }: Route.ComponentProps) {
  if (!loaderData) {
    return (
      <StaffNotFound
        title="Learner"
        message="No such learner."
        back={{ to: '/staff/learners', label: 'Learners' }}
      />
    );
  }
  return (
    <LearnerDetailScreen learner={loaderData.learner} certificates={loaderData.certificates} />
  );
}
