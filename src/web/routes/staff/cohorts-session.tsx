import { sessionParamsSchema } from '../../../domain/delivery/sessions.ts';
import { changeCohorts } from '../../features/staff/cohorts/cohort-changes.ts';
import { fetchSession } from '../../features/staff/cohorts/cohorts-api.ts';
import { SessionPlaceholder, SessionScreen } from '../../features/staff/cohorts/session-screen.tsx';
import { StaffLoadError } from '../../features/staff/data/staff-load-error.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import { StaffNotFound } from '../../features/staff/ui/not-found.tsx';
import { loadedOrThrow } from '../../lib/route-data.ts';
import type { Route } from './+types/cohorts-session.ts';

export const meta: Route.MetaFunction = ({ data }) =>
  staffMeta(data ? data.session.topic : 'Session');

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const ids = sessionParamsSchema.safeParse(params);
  if (!ids.success) return null;
  return loadedOrThrow(await fetchSession(ids.data.id, ids.data.sessionId), request);
}

/** Details, attendance, recording, a move or a cancellation; the session is then loaded again. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return changeCohorts(request);
}

export function ErrorBoundary({ params }: Route.ErrorBoundaryProps) {
  const cohortId = Number(params.id);
  return (
    <SessionPlaceholder cohortId={Number.isInteger(cohortId) && cohortId > 0 ? cohortId : null}>
      <StaffLoadError />
    </SessionPlaceholder>
  );
}

export default function StaffCohortSession({ loaderData }: Route.ComponentProps) {
  if (!loaderData) {
    return (
      <StaffNotFound
        title="Session"
        message="There is no such session."
        back={{ to: '/staff/cohorts', label: 'All cohorts' }}
      />
    );
  }
  return <SessionScreen key={loaderData.session.id} detail={loaderData} />;
}
