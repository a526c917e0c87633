import { useEffect, useEffectEvent, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import type { Profile } from '../../../../domain/accounts.ts';
import { can } from '../../../../domain/roles.ts';
import { LoadError, Loading } from '../data/load-states.tsx';
import { refreshSession, useSession } from '../../auth/session.ts';
import { STAFF_FORBIDDEN } from '../api/staff-request.ts';
import { StaffNav } from '../layout/staff-nav.tsx';
import { loginPath } from './login-path.ts';
import { NoAccess } from './no-access.tsx';
import { OwnerClaimPanel } from './owner-claim-panel.tsx';

/** A refusal holds for the account as it was; a new role (say, invited again) lifts it. */
const accessKey = (profile: Profile) => `${profile.id}|${profile.role}`;

/**
 * The console's door: it reads the session afresh (a role may have changed since the page
 * loaded), sends visitors without one to log in and back, and shows the console only to an
 * account with the 'console' permission that the server has not since refused.
 */
export function StaffGate() {
  const session = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [refusedFor, setRefusedFor] = useState<string | null>(null);

  useEffect(() => {
    void refreshSession();
  }, []);

  const onForbidden = useEffectEvent(() => {
    if (session.status === 'signed-in') setRefusedFor(accessKey(session.profile));
    void refreshSession();
  });
  useEffect(() => {
    const listener = () => onForbidden();
    window.addEventListener(STAFF_FORBIDDEN, listener);
    return () => window.removeEventListener(STAFF_FORBIDDEN, listener);
  }, []);

  const signedOut = session.status === 'signed-out';
  useEffect(() => {
    if (signedOut) void navigate(loginPath(pathname + search), { replace: true });
  }, [signedOut, navigate, pathname, search]);

  if (session.status === 'error') {
    return (
      <div className="mx-auto max-w-md px-4 py-16">
        <LoadError message={session.message} onRetry={() => void refreshSession()} />
      </div>
    );
  }
  if (session.status !== 'signed-in') {
    return (
      <div className="mx-auto max-w-6xl px-4 py-10">
        <Loading />
      </div>
    );
  }

  const { profile } = session;
  if (!can(profile.role, 'console') || refusedFor === accessKey(profile)) {
    return profile.can_claim_owner ? <OwnerClaimPanel profile={profile} /> : <NoAccess />;
  }
  return (
    <div className="bg-surface">
      <div className="border-b border-line bg-white">
        <div className="mx-auto max-w-6xl px-4 py-3">
          <StaffNav role={profile.role} />
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
        <Outlet context={profile} />
      </div>
    </div>
  );
}
