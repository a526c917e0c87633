import { NavLink } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/** A top-level link of the navigation, coloured when it leads to the current page. */
export const topLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-control px-3 py-2 transition hover:bg-brand-50 hover:text-brand-800',
    isActive ? 'text-brand-700' : 'text-ink',
  );

/**
 * The shell served for the pages that are not built ahead (the staff console) is built at '/',
 * so it marks Home as the current page, and hydration keeps built attributes as they are. Keyed
 * by this, Home's link is drawn afresh once the page is live.
 */
export function HomeLink({ className }: { className: typeof topLinkClass }) {
  // Its own component: once the page is live only this link is drawn again, not the header.
  const hydrated = useHydrated();
  return (
    <NavLink key={hydrated ? 'home' : 'home-built'} to="/" end className={className}>
      Home
    </NavLink>
  );
}
