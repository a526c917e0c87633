import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { failureMessage } from '../../api/client.ts';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { accountApi } from '../auth/account-api.ts';
import { announceAuthChanged } from '../auth/session.ts';

/** Ends the session on the server, then everywhere on the page. */
export function LogoutButton() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const logout = async () => {
    setBusy(true);
    setFailure(null);
    const result = await accountApi.logout();
    setBusy(false);
    // 401: the session had already ended, which is what was asked for.
    if (result.ok || (result.kind === 'http' && result.status === 401)) {
      // The screen's session guard takes the user to /login, saying they logged out.
      announceAuthChanged({ status: 'signed-out', reason: 'logged-out' });
    } else {
      setFailure(failureMessage(result, 'Logout failed.', 'Network error'));
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <Button variant="secondary" className="w-full" disabled={busy} onClick={logout}>
        <LogOut aria-hidden className="size-5" />
        {busy ? 'Logging out...' : 'Logout'}
      </Button>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </div>
  );
}
