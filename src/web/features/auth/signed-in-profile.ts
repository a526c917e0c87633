import { data, redirect } from 'react-router';
import type { Profile } from '../../../domain/accounts.ts';
import type { LoadFailure } from '../../lib/route-data.ts';
import { loginPath } from './login-path.ts';
import { refreshSession } from './session.ts';

/**
 * The session, read afresh from the server for a clientLoader: a role may have changed since
 * the page loaded. A failure to read it is thrown, for the route's ErrorBoundary to show with
 * 'Try again'.
 */
export async function freshSession() {
  const session = await refreshSession();
  if (session.status === 'error') {
    throw data<LoadFailure>({ message: session.message }, { status: 503 });
  }
  return session;
}

/**
 * The signed-in account, for the loader of a part of the site that needs one (the learner's
 * pages, the console); a visitor is redirected to log in and back, told why.
 */
export async function signedInProfile(request: Request): Promise<Profile> {
  const session = await freshSession();
  if (session.status === 'signed-in') return session.profile;
  const { pathname, search } = new URL(request.url);
  throw redirect(loginPath(pathname + search, 'expired'));
}
