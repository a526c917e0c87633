import { useState } from 'react';
import { useNavigate } from 'react-router';
import { accountApi } from '../auth/account-api.ts';
import type { Notice } from '../auth/notice.ts';
import { announceAuthChanged } from '../auth/session.ts';

/** Ends the session, then says so on the login page. */
export function useLogout() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const logout = async () => {
    setBusy(true);
    const result = await accountApi.logout();
    setBusy(false);
    // 401: the session had already ended, which is what was asked for.
    if (!result.ok && !(result.kind === 'http' && result.status === 401)) return;
    announceAuthChanged({ status: 'signed-out', reason: 'logged-out' });
    // Spelled out rather than withNotice(): that module would bring the alert to every page.
    const notice: Notice = { tone: 'success', text: 'Logged out successfully.' };
    void navigate('/login', { state: { notice } });
  };
  return { busy, logout };
}
