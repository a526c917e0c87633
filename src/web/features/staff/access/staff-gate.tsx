import { Outlet, useLocation } from 'react-router';
import type { Profile } from '../../../../domain/accounts.ts';
import { can } from '../../../../domain/roles.ts';
import { RouteLoadError } from '../../../components/route-load-error.tsx';
import { Loading } from '../data/load-states.tsx';
import { ConsoleShell } from '../layout/console-shell.tsx';
import { NoAccess } from './no-access.tsx';
import { NotForRole } from './not-for-role.tsx';
import { permissionFor } from '../layout/staff-sections.ts';
import { OwnerClaimPanel } from './owner-claim-panel.tsx';

/**
 * The console's door, given the account the layout's clientLoader read: each page to a role with
 * its section's permission (any other page says it is not for their role, and where their work
 * is: a mentor's cohorts, an accountant's orders), the owner claim to the owner address's account, and 'no access'
 * to anyone else (among them someone whose access was withdrawn meanwhile: a screen refused
 * with 403 has the layout read the account again).
 */
export function StaffGate({ profile }: { profile: Profile }) {
  const { pathname } = useLocation();
  if (!can(profile.role, 'console') && !can(profile.role, 'teach')) {
    return (
      <ConsoleShell>
        {profile.can_claim_owner ? <OwnerClaimPanel profile={profile} /> : <NoAccess />}
      </ConsoleShell>
    );
  }
  const allowed = can(profile.role, permissionFor(pathname));
  return (
    <ConsoleShell profile={profile}>
      <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
        {allowed ? <Outlet context={profile} /> : <NotForRole role={profile.role} />}
      </div>
    </ConsoleShell>
  );
}

/** While the session is read, the first time the console opens. */
export function StaffGateLoading() {
  return (
    <ConsoleShell>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <Loading />
      </div>
    </ConsoleShell>
  );
}

/** The session could not be read: the reason, and 'Try again'. */
export function StaffGateError() {
  return (
    <ConsoleShell>
      <div className="mx-auto max-w-md px-4 py-16">
        <RouteLoadError />
      </div>
    </ConsoleShell>
  );
}
