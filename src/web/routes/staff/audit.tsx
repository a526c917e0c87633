import { auditQuerySchema } from '../../../domain/staff/audit.ts';
import { fetchAudit } from '../../features/staff/api/audit-api.ts';
import { loadMembers } from '../../features/staff/api/members-api.ts';
import { AuditScreen, AuditTable } from '../../features/staff/audit/audit-screen.tsx';
import { StaffLoadError } from '../../features/staff/data/staff-load-error.tsx';
import { listQueryOf } from '../../features/staff/list/use-list-query.ts';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import { loadedOrThrow } from '../../lib/route-data.ts';
import type { Route } from './+types/audit.ts';

export const meta: Route.MetaFunction = () => staffMeta('Audit log');

/** The entries the URL's filters ask for; and the team, for the 'Person' filter, if it can be. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [audit, members] = await Promise.all([
    fetchAudit(listQueryOf(auditQuerySchema, request)),
    loadMembers(),
  ]);
  return { page: loadedOrThrow(audit, request), members: members.ok ? members.people : null };
}

export function ErrorBoundary() {
  return (
    // The team comes with the list, so it is missing too.
    <AuditScreen members={null}>
      <StaffLoadError />
    </AuditScreen>
  );
}

export default function StaffAudit({ loaderData }: Route.ComponentProps) {
  return (
    <AuditScreen members={loaderData.members}>
      <AuditTable page={loaderData.page} members={loaderData.members} />
    </AuditScreen>
  );
}
