import { LogOut } from 'lucide-react';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { useLogout } from '../auth/use-logout.ts';

/** Ends the session on the server, then everywhere on the page, and goes to the login page. */
export function LogoutButton() {
  const { busy, failure, logout } = useLogout();
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
