import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import type { Profile } from '../../../domain/accounts.ts';
import { Avatar } from '../../components/avatar.tsx';
import { cn } from '../../lib/cn.ts';
import { useSession } from '../auth/session.ts';
import { useCartItemCount } from '../cart/cart-storage.ts';
import { AccountMenuFrame } from './account-menu-frame.tsx';
import { useLogout } from '../auth/use-logout.ts';

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

/**
 * The team reach the console; a mentor, the cohorts they teach, which is their part of it. Told
 * by the role's name, not the permission table, which would weigh on every page's first load;
 * a test holds the two to each other.
 */
export function consoleLink(profile: Pick<Profile, 'role'>): Array<[to: string, label: string]> {
  if (profile.role === 'learner') return [];
  if (profile.role === 'mentor') return [['/staff/cohorts', 'My cohorts']];
  return [['/staff', 'Staff console']];
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

/** The avatar opens a menu of the account's pages; Escape or a click outside closes it. */
function AccountMenu({ profile }: { profile: Profile }) {
  const count = useCartItemCount(profile.id);
  return (
    <AccountMenuFrame
      profile={profile}
      caption={
        <span className="block truncate">
          Signed in as <span className="font-semibold text-ink">{profile.username}</span>
        </span>
      }
      links={accountLinks(profile, count)}
      logoutLabel="Logout"
    />
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
