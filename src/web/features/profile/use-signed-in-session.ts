import { SESSION_EXPIRED } from '../../../domain/account-messages.ts';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { withNotice, type Notice } from '../auth/notice.ts';
import { refreshSession, useSession, type SessionState } from '../auth/session.ts';

export const SESSION_UNREACHABLE = 'Network error or session expired. Please login again.';

/**
 * For screens that need a signed-in user (profile, cart, checkout): reads the session afresh and
 * sends anyone without one to /login with the spec's message (or, after Logout, with that news),
 * and with `next` set to this page, so that logging in brings them back. Returns the session
 * while it lasts.
 */
export function useSignedInSession(): SessionState {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = pathname + search;

  useEffect(() => {
    void refreshSession();
  }, []);

  useEffect(() => {
    const lost = session.status === 'signed-out' || (session.status === 'error' && session.network);
    if (!lost) return;
    // They were told it is done, in the dialog they deleted it from: nothing to log in to.
    if (session.status === 'signed-out' && session.reason === 'account-deleted') {
      void navigate('/', { replace: true });
      return;
    }
    const notice: Notice =
      session.status === 'error'
        ? { tone: 'error', text: SESSION_UNREACHABLE }
        : session.reason === 'logged-out'
          ? { tone: 'success', text: 'Logged out successfully.' }
          : { tone: 'error', text: SESSION_EXPIRED };
    const loggedOut = session.status === 'signed-out' && session.reason === 'logged-out';
    const to = loggedOut ? '/login' : `/login?${new URLSearchParams({ next: here })}`;
    void navigate(to, { replace: true, ...withNotice(notice) });
  }, [session, navigate, here]);

  return session;
}
