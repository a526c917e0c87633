// Icons of their own: one the public pages use too would be split into a chunk they load.
import {
  CalendarDays,
  FileSpreadsheet,
  GraduationCap,
  History,
  Inbox,
  Landmark,
  LayoutDashboard,
  MessageSquareQuote,
  ReceiptIndianRupee,
  UserCog,
  type LucideIcon,
} from 'lucide-react';
import { NavLink } from 'react-router';
import { can, type Role } from '../../../../domain/roles.ts';
import { SECTIONS } from './staff-sections.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex items-center gap-1.5 rounded-control px-3 py-2 text-sm font-semibold transition ${
    isActive ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50 hover:text-brand-800'
  }`;

/** The console's sections the role may open: a mentor's is the cohorts alone. */
export function StaffNav({ role }: { role: Role }) {
  const sections = SECTIONS.filter((s) => can(role, s.permission));
  return (
    <nav aria-labelledby="staff-nav-label" className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <span id="staff-nav-label" className="text-xs font-bold tracking-wide text-muted uppercase">
        {can(role, 'console') ? 'Staff console' : 'Mentor console'}
      </span>
      <ul className="flex flex-wrap gap-1">
        {sections.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink to={to} end={end ?? false} className={linkClass}>
              <Icon aria-hidden className="size-4" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
