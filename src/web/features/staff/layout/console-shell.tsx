import { ArrowUpRight } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { Profile } from '../../../../domain/accounts.ts';
import { can } from '../../../../domain/roles.ts';
import { cn } from '../../../lib/cn.ts';
import { publicConfig } from '../../../lib/public-config.ts';
import { ConsoleAccountMenu } from './console-account-menu.tsx';
import { StaffNav } from './staff-nav.tsx';

/**
 * The console's own frame, in place of the site's header and footer: the brand, the sections
 * the role may open, the account and the way back to the site. Without a profile (the session
 * still being read, or no access) only the brand and the way back.
 */
export function ConsoleShell({ profile, children }: { profile?: Profile; children: ReactNode }) {
  const staff = profile === undefined || can(profile.role, 'console');
  const navRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  // On a phone the sections scroll sideways: the current one is brought into sight.
  useEffect(() => {
    const current = navRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <div className="flex flex-1 flex-col bg-surface">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2.5">
          <Link
            to={staff ? '/staff' : '/staff/cohorts'}
            className="flex min-w-0 items-center gap-2 font-extrabold text-brand-900"
          >
            <img src="/images/logo.svg" alt="" width="28" height="28" />
            <span className="truncate">{publicConfig.identity.siteName}</span>
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-brand-800">
              {staff ? 'Staff console' : 'Mentor console'}
            </span>
          </Link>
          <div className="flex shrink-0 items-center gap-2">
            <Link
              to="/"
              // On a phone the account menu has the way back; without one, it stays in sight.
              className={cn(
                'items-center gap-1 rounded-control px-2 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50',
                profile ? 'hidden sm:inline-flex' : 'inline-flex',
              )}
            >
              View the site
              <ArrowUpRight aria-hidden className="size-4" />
            </Link>
            {profile ? <ConsoleAccountMenu profile={profile} /> : null}
          </div>
        </div>
        {profile ? (
          <div ref={navRef} className="mx-auto max-w-6xl px-4 pb-2">
            <StaffNav role={profile.role} />
          </div>
        ) : null}
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  );
}
