import { NavLink } from 'react-router';
import { can, type Role } from '../../../../domain/roles.ts';
import { ReportedPaymentsBadge } from '../orders/reported-payments-badge.tsx';
import { SECTIONS } from './staff-sections.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex items-center gap-1 rounded-control px-2.5 py-2 text-sm font-semibold whitespace-nowrap transition ${
    isActive ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50 hover:text-brand-800'
  }`;

/** The console's sections the role may open: a mentor's is the cohorts alone. */
export function StaffNav({ role }: { role: Role }) {
  const sections = SECTIONS.filter((s) => can(role, s.permission));
  return (
    // The console's header shows its name; the navigation keeps it as its own name. On a phone
    // the sections scroll sideways in one row rather than filling the screen.
    <nav aria-labelledby="staff-nav-label">
      <span id="staff-nav-label" className="sr-only">
        {can(role, 'console') ? 'Staff console' : 'Mentor console'}
      </span>
      <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 lg:flex-wrap">
        {sections.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink to={to} end={end ?? false} className={linkClass}>
              <Icon aria-hidden className="size-4" />
              {label}
              {to === '/staff/orders' ? <ReportedPaymentsBadge /> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
