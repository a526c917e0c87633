// Icons of their own: one the public pages use too would be split into a chunk they load.
import {
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

interface Section {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
  ownerOnly?: boolean;
}

const SECTIONS: Section[] = [
  { to: '/staff', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/staff/enquiries', label: 'Enquiries', icon: Inbox },
  { to: '/staff/orders', label: 'Orders', icon: ReceiptIndianRupee },
  { to: '/staff/payments', label: 'Payments', icon: Landmark },
  { to: '/staff/reports', label: 'Reports', icon: FileSpreadsheet },
  { to: '/staff/reviews', label: 'Reviews', icon: MessageSquareQuote },
  { to: '/staff/learners', label: 'Learners', icon: GraduationCap },
  { to: '/staff/audit', label: 'Audit log', icon: History },
  { to: '/staff/team', label: 'Team', icon: UserCog, ownerOnly: true },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex items-center gap-1.5 rounded-control px-3 py-2 text-sm font-semibold transition ${
    isActive ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50 hover:text-brand-800'
  }`;

/** The console's own sections, under the site's header. */
export function StaffNav({ role }: { role: Role }) {
  const sections = SECTIONS.filter((s) => !s.ownerOnly || can(role, 'manage-team'));
  return (
    <nav aria-labelledby="staff-nav-label" className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <span id="staff-nav-label" className="text-xs font-bold tracking-wide text-muted uppercase">
        Staff console
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
