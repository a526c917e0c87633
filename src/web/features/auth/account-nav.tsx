import { ShoppingCart, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { Profile } from '../../../domain/accounts.ts';
import { can } from '../../../domain/roles.ts';
import { useCartItemCount } from '../cart/cart-storage.ts';
import { useSession } from './session.ts';

/** The user's photo, or a person icon when there is none. */
export function Avatar({ profile, size }: { profile: Profile; size: 'sm' | 'lg' }) {
  const box = size === 'sm' ? 'size-9' : 'size-24';
  if (profile.photo_url) {
    return (
      <img
        src={profile.photo_url}
        alt=""
        width={size === 'sm' ? 36 : 96}
        height={size === 'sm' ? 36 : 96}
        className={`${box} rounded-full border border-line object-cover`}
      />
    );
  }
  return (
    <span
      className={`${box} inline-flex items-center justify-center rounded-full bg-brand-100 text-brand-800`}
    >
      <UserRound aria-hidden className={size === 'sm' ? 'size-5' : 'size-12'} />
    </span>
  );
}

/** The cart link appears once the signed-in user's cart has something in it. */
function SignedInIcons({ profile }: { profile: Profile }) {
  const count = useCartItemCount(profile.id);
  return (
    <>
      {count > 0 ? (
        <Link
          to="/addcart"
          aria-label={`Cart, ${count} item${count === 1 ? '' : 's'}`}
          className="relative rounded-control p-2 text-ink hover:bg-brand-50 hover:text-brand-800"
        >
          <ShoppingCart aria-hidden className="size-6" />
          <span className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-accent-500 px-1 text-center text-xs leading-5 font-bold text-brand-950">
            {count}
          </span>
        </Link>
      ) : null}
      <Link
        to="/profile"
        aria-label="My profile"
        title={profile.username}
        className="rounded-full p-0.5 hover:ring-2 hover:ring-brand-200"
      >
        <Avatar profile={profile} size="sm" />
      </Link>
    </>
  );
}

const loginClass =
  'inline-block rounded-control bg-brand-700 px-4 py-2 text-white transition hover:bg-brand-800';

/** The end of the desktop navigation: 'Loading...', Login/Signup, or the user's icons. */
export function AccountLinks() {
  const session = useSession();
  if (session.status === 'loading') {
    return <span className="inline-block px-4 py-2 text-muted">Loading...</span>;
  }
  if (session.status === 'signed-in') {
    return (
      <span className="flex items-center gap-1">
        {can(session.profile.role, 'console') ? (
          <Link
            to="/staff"
            className="mr-1 rounded-control px-3 py-2 text-ink transition hover:bg-brand-50 hover:text-brand-800"
          >
            Staff console
          </Link>
        ) : null}
        <SignedInIcons profile={session.profile} />
      </span>
    );
  }
  return (
    <Link to="/login" className={loginClass}>
      Login/Signup
    </Link>
  );
}

/** Below 900 px the signed-in icons stay in the bar, beside the menu button. */
export function AccountBarIcons() {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  return (
    <span className="flex items-center gap-1 min-[901px]:hidden">
      <SignedInIcons profile={session.profile} />
    </span>
  );
}

/** The account entry at the foot of the phone sidebar. */
export function SidebarAccountLink() {
  const session = useSession();
  const block = 'mt-4 block rounded-control px-4 py-2.5 text-center font-semibold';
  if (session.status === 'loading') return <p className={`${block} text-muted`}>Loading...</p>;
  if (session.status === 'signed-in') {
    const outlined = `${block} border border-brand-200 text-brand-800 hover:bg-brand-50`;
    return (
      <>
        {can(session.profile.role, 'console') ? (
          <Link to="/staff" className={outlined}>
            Staff console
          </Link>
        ) : null}
        <Link to="/profile" className={outlined}>
          My profile
        </Link>
      </>
    );
  }
  return (
    <Link to="/login" className={`${block} bg-brand-700 text-white hover:bg-brand-800`}>
      Login/Signup
    </Link>
  );
}
