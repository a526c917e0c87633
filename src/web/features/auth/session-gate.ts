import { useEffect } from 'react';
import { useRevalidator, useRouteLoaderData } from 'react-router';
import type { Profile } from '../../../domain/accounts.ts';
import { useSession } from './session.ts';

/** The id React Router gives the layout of the pages that need a session. */
export const SIGNED_IN_ROUTE = 'routes/signed-in';

/**
 * While a page that needs a session is open: when the page learns that the session ended (a
 * 401 to one of its requests), the route's loaders run again, and the gate among them sends the
 * person to log in, saying why. Logging out and deleting the account go where they say.
 */
export function useSessionGate(): void {
  const session = useSession();
  const { revalidate } = useRevalidator();
  const lost = session.status === 'signed-out' && session.reason === undefined;
  useEffect(() => {
    if (lost) void revalidate();
  }, [lost, revalidate]);
}

/**
 * The signed-in account on a page behind the gate: as the page knows it now (a change made on the
 * profile shows at once), or else as the gate read it.
 */
export function useSignedInProfile(): Profile {
  const session = useSession();
  const gate = useRouteLoaderData<{ profile: Profile }>(SIGNED_IN_ROUTE);
  if (session.status === 'signed-in') return session.profile;
  if (!gate) throw new Error('useSignedInProfile is for the pages behind the session gate.');
  return gate.profile;
}
