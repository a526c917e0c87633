import { SESSION_EXPIRED } from '../../../domain/account-messages.ts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

import { withNotice, type Notice } from '../auth/auth-page.tsx';
import { refreshSession, useSession, type SessionState } from '../auth/session.ts';

export const SESSION_UNREACHABLE = 'Network error or session expired. Please login again.';

/**
 * For screens that need a signed-in user (profile, cart, checkout): reads the session afresh and
 * sends anyone without one to /login with the spec's message (or, after Logout, with that news).
 * Returns the session while it lasts.
 */
export function useSignedInSession(): SessionState {
  const session = useSession();
  const navigate = useNavigate();

  useEffect(() => {
    void refreshSession();
  }, []);

  useEffect(() => {
    const lost = session.status === 'signed-out' || (session.status === 'error' && session.network);
    if (!lost) return;
    const notice: Notice =
      session.status === 'error'
        ? { tone: 'error', text: SESSION_UNREACHABLE }
        : session.reason === 'logged-out'
          ? { tone: 'success', text: 'Logged out successfully.' }
          : { tone: 'error', text: SESSION_EXPIRED };
    void navigate('/login', { replace: true, ...withNotice(notice) });
  }, [session, navigate]);

  return session;
}
