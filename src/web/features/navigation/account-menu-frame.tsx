import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Profile } from '../../../domain/accounts.ts';
import { Avatar } from '../../components/avatar.tsx';
import { useDisclosure } from '../../components/use-disclosure.ts';
import { cn } from '../../lib/cn.ts';
import { useLogout } from '../auth/use-logout.ts';

const itemClass =
  'block w-full rounded-control px-3 py-2 text-left text-sm font-semibold text-ink hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50';

/**
 * The avatar opening a menu: who is signed in (`caption`), `links`, then the way to log out
 * (`logoutLabel`). Escape or a click outside closes it.
 */
export function AccountMenuFrame({
  profile,
  caption,
  links,
  logoutLabel,
}: {
  profile: Profile;
  caption: ReactNode;
  links: Array<[to: string, label: string]>;
  logoutLabel: string;
}) {
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
        <p className="border-b border-line px-3 pt-1 pb-2 text-xs text-muted">{caption}</p>
        <ul className="mt-1">
          {links.map(([to, label]) => (
            <li key={to}>
              <Link to={to} className={itemClass} onClick={() => setOpen(false)}>
                {label}
              </Link>
            </li>
          ))}
          <li className="mt-1 border-t border-line pt-1">
            <button
              type="button"
              className={itemClass}
              disabled={busy}
              onClick={() => void logout()}
            >
              {busy ? 'Logging out...' : logoutLabel}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
