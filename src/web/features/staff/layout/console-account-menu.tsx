import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Profile } from '../../../../domain/accounts.ts';
import { ROLE_LABELS } from '../../../../domain/roles.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { useDisclosure } from '../../../components/use-disclosure.ts';
import { cn } from '../../../lib/cn.ts';
import { accountApi } from '../../auth/account-api.ts';
import type { Notice } from '../../auth/auth-page.tsx';
import { announceAuthChanged } from '../../auth/session.ts';

/** Ends the session, then says so on the login page, as the site's own account menu does. */
function useLogout() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const logout = async () => {
    setBusy(true);
    const result = await accountApi.logout();
    setBusy(false);
    // 401: the session had already ended, which is what was asked for.
    if (!result.ok && !(result.kind === 'http' && result.status === 401)) return;
    announceAuthChanged({ status: 'signed-out', reason: 'logged-out' });
    const notice: Notice = { tone: 'success', text: 'Logged out successfully.' };
    void navigate('/login', { state: { notice } });
  };
  return { busy, logout };
}

const itemClass =
  'block w-full rounded-control px-3 py-2 text-left text-sm font-semibold text-ink hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50';

/** Who is signed in, their profile, the way back to the site and 'Log out'. */
export function ConsoleAccountMenu({ profile }: { profile: Profile }) {
  const { open, setOpen, panelId, rootRef, buttonRef } = useDisclosure();
  const { busy, logout } = useLogout();
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Account menu"
        aria-expanded={open}
        aria-controls={panelId}
        title={profile.username}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-0.5 rounded-full p-0.5 hover:ring-2 hover:ring-brand-200"
      >
        <Avatar profile={profile} size="sm" />
        <ChevronDown
          aria-hidden
          className={cn('size-4 text-muted transition', open && 'rotate-180')}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-2 w-60 rounded-card border border-line bg-white p-2 shadow-raised"
      >
        <p className="border-b border-line px-3 pt-1 pb-2 text-xs text-muted">
          Signed in as{' '}
          <span className="block truncate font-semibold text-ink">{profile.username}</span>
          {ROLE_LABELS[profile.role]}
        </p>
        <ul className="mt-1">
          <li>
            <Link to="/profile" className={itemClass} onClick={() => setOpen(false)}>
              Your profile
            </Link>
          </li>
          <li>
            <Link to="/" className={itemClass} onClick={() => setOpen(false)}>
              Back to the site
            </Link>
          </li>
          <li className="mt-1 border-t border-line pt-1">
            <button
              type="button"
              className={itemClass}
              disabled={busy}
              onClick={() => void logout()}
            >
              {busy ? 'Logging out...' : 'Log out'}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
