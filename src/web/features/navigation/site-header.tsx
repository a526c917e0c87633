import { Link, NavLink } from 'react-router';
import { publicConfig } from '../../lib/public-config.ts';
import { ProgramSearchField } from '../search/program-search-field.tsx';
import { openSearchDialog, SearchDialog } from '../search/search-dialog.tsx';
import { AccountBarIcons, AccountLinks } from './account-nav.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { HomeLink, topLinkClass } from './nav-links.tsx';
import { ProgramsMenu } from './program-menus.tsx';

/** The bar at the top of every page: the search, the programs menu and the account on a desktop; a search button and a sidebar on a phone. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 text-xl font-extrabold text-brand-900">
          <img src="/images/logo.svg" alt="" width="32" height="32" />
          {publicConfig.identity.siteName}
        </Link>
        <ProgramSearchField
          id="site-search"
          onSlash={openSearchDialog}
          className="hidden max-w-xs flex-1 lg:block"
        />
        <div className="ml-auto flex items-center gap-1">
          <SearchDialog />
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
      </div>
    </header>
  );
}
