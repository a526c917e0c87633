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
import { can, type Permission, type Role } from '../../../../domain/roles.ts';

interface Section {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
  /** Who sees the section: the console's staff unless it says otherwise. */
  permission?: Permission;
}

const SECTIONS: Section[] = [
  { to: '/staff', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/staff/enquiries', label: 'Enquiries', icon: Inbox },
  { to: '/staff/orders', label: 'Orders', icon: ReceiptIndianRupee },
  { to: '/staff/payments', label: 'Payments', icon: Landmark },
  { to: '/staff/reports', label: 'Reports', icon: FileSpreadsheet },
  { to: '/staff/reviews', label: 'Reviews', icon: MessageSquareQuote },
  { to: '/staff/learners', label: 'Learners', icon: GraduationCap },
  { to: '/staff/cohorts', label: 'Cohorts', icon: CalendarDays, permission: 'teach' },
  { to: '/staff/audit', label: 'Audit log', icon: History },
  { to: '/staff/team', label: 'Team', icon: UserCog, permission: 'manage-team' },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex items-center gap-1.5 rounded-control px-3 py-2 text-sm font-semibold transition ${
    isActive ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50 hover:text-brand-800'
  }`;

/** The console's own sections, under the site's header: a mentor's is the cohorts alone. */
export function StaffNav({ role }: { role: Role }) {
  const sections = SECTIONS.filter((s) => can(role, s.permission ?? 'console'));
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
