import { ChevronDown, Menu, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { publicConfig } from '../../lib/public-config.ts';
import { SidebarAccountLink } from './account-nav.tsx';
import { HomeLink, topLinkClass } from './nav-links.tsx';
import { ProgramGroups } from './program-menus.tsx';

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

const MENU_ID = 'mobile-menu';

/**
 * Below 900 px: a slide-out sidebar, a modal dialog so that focus stays inside and Escape closes
 * it. The buttons open and close it with the browser's invoker commands, so that a tap works
 * from the first paint, before the page's script has run; the click handlers serve browsers
 * without them.
 */
export function MobileMenu() {
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
        command="show-modal"
        commandfor={MENU_ID}
        onClick={() => {
          if (!dialogRef.current?.open) dialogRef.current?.showModal();
        }}
        className="rounded-control p-2 text-ink hover:bg-brand-50 min-[901px]:hidden"
      >
        <Menu aria-hidden className="size-6" />
      </button>
      <dialog
        ref={dialogRef}
        id={MENU_ID}
        closedby="any"
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
            command="close"
            commandfor={MENU_ID}
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
