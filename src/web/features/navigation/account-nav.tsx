import { ChevronDown, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Profile } from '../../../domain/accounts.ts';
import { can } from '../../../domain/roles.ts';
import { Avatar } from '../../components/avatar.tsx';
import { useDisclosure } from '../../components/use-disclosure.ts';
import { cn } from '../../lib/cn.ts';
import { accountApi } from '../auth/account-api.ts';
import type { Notice } from '../auth/auth-page.tsx';
import { announceAuthChanged, useSession } from '../auth/session.ts';
import { useCartItemCount } from '../cart/cart-storage.ts';

const cartLabel = (count: number) => `Cart, ${count} item${count === 1 ? '' : 's'}`;

/** The cart icon, once the signed-in user's cart has something in it. */
function CartIcon({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Link
      to="/addcart"
      aria-label={cartLabel(count)}
      className="relative rounded-control p-2 text-ink hover:bg-brand-50 hover:text-brand-800"
    >
      <ShoppingCart aria-hidden className="size-6" />
      <span className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-accent-500 px-1 text-center text-xs leading-5 font-bold text-brand-950">
        {count}
      </span>
    </Link>
  );
}

/** Staff reach the console; a mentor, the cohorts they teach, which is their part of it. */
function consoleLink(profile: Profile): Array<[to: string, label: string]> {
  if (can(profile.role, 'console')) return [['/staff', 'Staff console']];
  if (can(profile.role, 'teach')) return [['/staff/cohorts', 'My cohorts']];
  return [];
}

/** Where a signed-in person can go: the same list in the desktop menu and the phone sidebar. */
function accountLinks(profile: Profile, count: number): Array<[to: string, label: string]> {
  return [
    ['/my-programs', 'My programs'],
    ['/profile#my-orders', 'My orders'],
    ['/addcart', count > 0 ? `Cart (${count})` : 'Cart'],
    ['/profile', 'Profile'],
    ...consoleLink(profile),
  ];
}

/** Ends the session, then says so on the login page. */
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
    // Spelled out rather than withNotice(): that module would bring the alert to every page.
    const notice: Notice = { tone: 'success', text: 'Logged out successfully.' };
    void navigate('/login', { state: { notice } });
  };
  return { busy, logout };
}

const itemClass =
  'block w-full rounded-control px-3 py-2 text-left text-sm font-semibold text-ink hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50';

/** The avatar opens a menu of the account's pages; Escape or a click outside closes it. */
function AccountMenu({ profile }: { profile: Profile }) {
  const count = useCartItemCount(profile.id);
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
        className="absolute right-0 top-full z-50 mt-2 w-60 rounded-card border border-line bg-white p-2 shadow-raised"
      >
        <p className="truncate border-b border-line px-3 pt-1 pb-2 text-xs text-muted">
          Signed in as <span className="font-semibold text-ink">{profile.username}</span>
        </p>
        <ul className="mt-1">
          {accountLinks(profile, count).map(([to, label]) => (
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
              {busy ? 'Logging out...' : 'Logout'}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}

const loginClass =
  'inline-block rounded-control bg-brand-700 px-4 py-2 text-white transition hover:bg-brand-800';

/** The end of the desktop navigation: 'Loading...', Login/Signup, or the account's menu. */
export function AccountLinks() {
  const session = useSession();
  if (session.status === 'loading') {
    return <span className="inline-block px-4 py-2 text-muted">Loading...</span>;
  }
  if (session.status === 'signed-in') {
    return <SignedInBar profile={session.profile} menu />;
  }
  return (
    <Link to="/login" className={loginClass}>
      Login/Signup
    </Link>
  );
}

function SignedInBar({ profile, menu }: { profile: Profile; menu: boolean }) {
  const count = useCartItemCount(profile.id);
  return (
    <span className="flex items-center gap-1">
      <CartIcon count={count} />
      {menu ? (
        <AccountMenu profile={profile} />
      ) : (
        <Link
          to="/profile"
          aria-label="My profile"
          title={profile.username}
          className="rounded-full p-0.5 hover:ring-2 hover:ring-brand-200"
        >
          <Avatar profile={profile} size="sm" />
        </Link>
      )}
    </span>
  );
}

/** Below 900 px the cart and the avatar stay in the bar, beside the menu button. */
export function AccountBarIcons() {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  return (
    <span className="min-[901px]:hidden">
      <SignedInBar profile={session.profile} menu={false} />
    </span>
  );
}

/** The account's entries at the foot of the phone sidebar. */
export function SidebarAccountLink() {
  const session = useSession();
  const block = 'mt-4 block rounded-control px-4 py-2.5 text-center font-semibold';
  if (session.status === 'loading') return <p className={cn(block, 'text-muted')}>Loading...</p>;
  if (session.status === 'signed-in') return <SidebarAccount profile={session.profile} />;
  return (
    <Link to="/login" className={cn(block, 'bg-brand-700 text-white hover:bg-brand-800')}>
      Login/Signup
    </Link>
  );
}

function SidebarAccount({ profile }: { profile: Profile }) {
  const count = useCartItemCount(profile.id);
  const { busy, logout } = useLogout();
  const row = 'block w-full rounded-control px-3 py-2 text-left hover:bg-brand-50';
  return (
    <section aria-label="Account" className="mt-4 border-t border-line pt-4">
      <p className="truncate px-3 pb-2 text-sm text-muted">
        Signed in as <span className="font-semibold text-ink">{profile.username}</span>
      </p>
      <ul className="space-y-1 text-base font-semibold">
        {accountLinks(profile, count).map(([to, label]) => (
          <li key={to}>
            <Link
              to={to}
              className={row}
              // Closes the sidebar even when only the #fragment changes.
              onClick={(event) => event.currentTarget.closest('dialog')?.close()}
            >
              {label}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className={row} disabled={busy} onClick={() => void logout()}>
            {busy ? 'Logging out...' : 'Logout'}
          </button>
        </li>
      </ul>
    </section>
  );
}
