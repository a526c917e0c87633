import { fetchTeam } from '../../features/staff/api/team-api.ts';
import { StaffLoadError } from '../../features/staff/data/staff-load-error.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import { changeTeam } from '../../features/staff/team/team-changes.ts';
import { TeamPage, TeamScreen } from '../../features/staff/team/team-screen.tsx';
import { loadedOrThrow } from '../../lib/route-data.ts';
import type { Route } from './+types/team.ts';

export const meta: Route.MetaFunction = () => staffMeta('Team');

/**
 * The team; null when the server refuses it to this account (staff, not the owner), which the
 * page says in its own words rather than as a failure.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const result = await fetchTeam();
  if (!result.ok && result.kind === 'http' && result.status === 403) return null;
  return loadedOrThrow(result, request);
}

/** Invitations sent and revoked, and members removed; the team is then loaded again. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return changeTeam(request);
}

export function ErrorBoundary() {
  return (
    <TeamPage>
      <StaffLoadError />
    </TeamPage>
  );
}

export default function StaffTeam({ loaderData }: Route.ComponentProps) {
  return <TeamScreen team={loaderData} />;
}
