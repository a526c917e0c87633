import { ChevronDown, Menu, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { CATEGORIES, cardsOf, PROGRAMS } from '../../domain/catalogue/programs.ts';
import {
  AccountBarIcons,
  AccountLinks,
  SidebarAccountLink,
} from '../features/auth/account-nav.tsx';
import { publicConfig } from '../lib/public-config.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { useDisclosure } from './use-disclosure.ts';

const GROUPS = CATEGORIES.map((category) => ({ category, links: cardsOf(category) }));

const topLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-control px-3 py-2 transition hover:bg-brand-50 hover:text-brand-800 ${isActive ? 'text-brand-700' : 'text-ink'}`;

/**
 * The shell served for the pages that are not built ahead (the staff console) is built at '/',
 * so it marks Home as the current page, and hydration keeps built attributes as they are. Keyed
 * by this, Home's link is drawn afresh once the page is live.
 */
function HomeLink({ className }: { className: typeof topLinkClass }) {
  // Its own component: once the page is live only this link is drawn again, not the header.
  const hydrated = useHydrated();
  return (
    <NavLink key={hydrated ? 'home' : 'home-built'} to="/" end className={className}>
      Home
    </NavLink>
  );
}

interface ProgramGroupsProps {
  className: string;
  headingClass: string;
  linkClass: string;
}

/** Every program and freelancing page, grouped by the seven categories. */
function ProgramGroups({ className, headingClass, linkClass }: ProgramGroupsProps) {
  return (
    <div className={className}>
      {GROUPS.map(({ category, links }) => (
        <section key={category} aria-label={category}>
          <h2 className={headingClass}>{category}</h2>
          <ul className="mt-2 space-y-1">
            {links.map((link) => (
              <li key={link.path}>
                <Link to={link.path} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The Programs menu: a disclosure of grouped links, closed by Escape, a click outside or leaving it. */
function ProgramsMenu() {
  const { open, setOpen, panelId, rootRef, buttonRef } = useDisclosure();

  return (
    <div
      ref={rootRef}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-1 rounded-control px-3 py-2 text-ink transition hover:bg-brand-50 hover:text-brand-800"
      >
        Programs
        <ChevronDown aria-hidden className={`size-4 transition ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        // Following any link inside closes the menu.
        onClick={(event) => {
          if ((event.target as Element).closest('a')) setOpen(false);
        }}
        className="absolute inset-x-4 top-full z-50 mt-1 rounded-card border border-line bg-white p-6 shadow-raised"
      >
        <ProgramGroups
          className="grid grid-cols-4 gap-x-6 gap-y-5"
          headingClass="text-xs font-bold tracking-wide text-muted uppercase"
          linkClass="block rounded px-1 py-0.5 text-sm font-medium text-ink hover:text-brand-700 hover:underline"
        />
        <Link
          to="/programs"
          className="mt-5 inline-block text-sm font-semibold text-brand-700 hover:underline"
        >
          See all {PROGRAMS.length} programs →
        </Link>
      </div>
    </div>
  );
}

const FOCUSABLE =
  'a[href], button:not([disabled]), summary, input, [tabindex]:not([tabindex="-1"])';

/** A modal dialog leaves the page inert, but Tab can still leave for the browser; wrap it around. */
function keepFocusInside(event: React.KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.offsetParent !== null,
  );
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Below 900 px: a slide-out sidebar, a modal dialog so that focus stays inside and Escape closes it. */
function MobileMenu() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();
  const close = () => dialogRef.current?.close();

  useEffect(() => {
    dialogRef.current?.close();
  }, [pathname]);

  return (
    <>
      <button
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        onClick={() => dialogRef.current?.showModal()}
        className="rounded-control p-2 text-ink hover:bg-brand-50 min-[901px]:hidden"
      >
        <Menu aria-hidden className="size-6" />
      </button>
      <dialog
        ref={dialogRef}
        aria-label="Menu"
        className="sidebar fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(20rem,85vw)] overflow-y-auto bg-white p-0 shadow-raised"
        onClick={(event) => {
          if (event.target === dialogRef.current) close();
        }}
        onKeyDown={keepFocusInside}
      >
        <div className="flex items-center justify-between border-b border-line px-5 py-4">
          <span className="text-lg font-bold text-brand-900">{publicConfig.identity.siteName}</span>
          <button
            type="button"
            aria-label="Close menu"
            onClick={close}
            className="rounded-control p-2 hover:bg-brand-50"
          >
            <X aria-hidden className="size-6" />
          </button>
        </div>
        <nav aria-label="Mobile" className="px-3 py-4">
          <ul className="space-y-1 text-base font-semibold">
            <li>
              <HomeLink className={(s) => topLinkClass(s) + ' block'} />
            </li>
            <li>
              <details className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between rounded-control px-3 py-2 hover:bg-brand-50">
                  Programs
                  <ChevronDown aria-hidden className="size-4 transition group-open:rotate-180" />
                </summary>
                <ProgramGroups
                  className="space-y-3 py-2 pl-3"
                  headingClass="px-3 text-xs font-bold tracking-wide text-muted uppercase"
                  linkClass="block rounded-control px-3 py-1.5 text-sm font-medium hover:bg-brand-50"
                />
              </details>
            </li>
            {[
              ['/about', 'About'],
              ['/contact', 'Contact'],
            ].map(([to, label]) => (
              <li key={to}>
                <NavLink to={to!} className={(s) => topLinkClass(s) + ' block'}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
          <SidebarAccountLink />
        </nav>
      </dialog>
    </>
  );
}

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 text-xl font-extrabold text-brand-900">
          <img src="/images/logo.svg" alt="" width="32" height="32" />
          {publicConfig.identity.siteName}
        </Link>
        <nav aria-label="Main" className="hidden min-[901px]:block">
          <ul className="flex items-center gap-1 text-sm font-semibold">
            <li>
              <HomeLink className={topLinkClass} />
            </li>
            <li>
              <ProgramsMenu />
            </li>
            <li>
              <NavLink to="/about" className={topLinkClass}>
                About
              </NavLink>
            </li>
            <li>
              <NavLink to="/contact" className={topLinkClass}>
                Contact
              </NavLink>
            </li>
            <li className="ml-2 flex min-w-32 justify-end">
              <AccountLinks />
            </li>
          </ul>
        </nav>
        <div className="flex items-center gap-1 min-[901px]:hidden">
          <AccountBarIcons />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
