import { Link, NavLink } from 'react-router';
import { publicConfig } from '../lib/public-config.ts';

const links = [
  { to: '/', label: 'Home' },
  { to: '/contact', label: 'Contact' },
];

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-brand-900">
          <img src="/images/logo.svg" alt="" width="32" height="32" />
          {publicConfig.siteName}
        </Link>
        <nav aria-label="Main">
          <ul className="flex items-center gap-1 text-sm font-semibold">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  className={({ isActive }) =>
                    `rounded-control px-3 py-2 transition hover:bg-brand-50 ${isActive ? 'text-brand-700' : 'text-muted'}`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
