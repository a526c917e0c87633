import { useState } from 'react';
import { useNavigate } from 'react-router';
import { failureMessage } from '../../api/client.ts';
import { accountApi } from './account-api.ts';
import type { Notice } from './notice.ts';
import { announceAuthChanged } from './session.ts';

/** Ends the session, then says so on the login page; `failure` says why it could not. */
export function useLogout() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const logout = async () => {
    setBusy(true);
    setFailure(null);
    const result = await accountApi.logout();
    setBusy(false);
    // 401: the session had already ended, which is what was asked for.
    if (!result.ok && !(result.kind === 'http' && result.status === 401)) {
      setFailure(failureMessage(result, 'Logout failed.', 'Network error'));
      return;
    }
    announceAuthChanged({ status: 'signed-out', reason: 'logged-out' });
    // Spelled out rather than withNotice(): that module would bring the alert to every page.
    const notice: Notice = { tone: 'success', text: 'Logged out successfully.' };
    void navigate('/login', { state: { notice } });
  };
  return { busy, failure, logout };
}
