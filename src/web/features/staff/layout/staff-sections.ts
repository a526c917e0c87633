// Icons of their own: one the public pages use too would be split into a chunk they load.
import {
  BookOpenCheck,
  CalendarDays,
  FileSpreadsheet,
  GraduationCap,
  History,
  Inbox,
  Landmark,
  LayoutDashboard,
  MessageSquareQuote,
  ReceiptIndianRupee,
  TicketPercent,
  UserCog,
  type LucideIcon,
} from 'lucide-react';
import type { Permission } from '../../../../domain/roles.ts';

export interface Section {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
  /** Who may open the section; the server holds every request to the same permission. */
  permission: Permission;
}

export const SECTIONS: Section[] = [
  { to: '/staff', label: 'Dashboard', icon: LayoutDashboard, end: true, permission: 'console' },
  { to: '/staff/enquiries', label: 'Enquiries', icon: Inbox, permission: 'handle-enquiries' },
  { to: '/staff/orders', label: 'Orders', icon: ReceiptIndianRupee, permission: 'see-orders' },
  // The accountant reads the credits kept and the TDS awaited; staff read statements there.
  { to: '/staff/payments', label: 'Payments', icon: Landmark, permission: 'see-orders' },
  { to: '/staff/reports', label: 'Reports', icon: FileSpreadsheet, permission: 'see-orders' },
  // Everyone with the console reads the codes; drafting and publishing are asked for per change.
  { to: '/staff/offers', label: 'Offers', icon: TicketPercent, permission: 'console' },
  // The same: everyone with the console reads the programs, their plans and the mentors.
  { to: '/staff/catalogue', label: 'Catalogue', icon: BookOpenCheck, permission: 'console' },
  {
    to: '/staff/reviews',
    label: 'Reviews',
    icon: MessageSquareQuote,
    permission: 'moderate-reviews',
  },
  { to: '/staff/learners', label: 'Learners', icon: GraduationCap, permission: 'see-learners' },
  { to: '/staff/cohorts', label: 'Cohorts', icon: CalendarDays, permission: 'teach' },
  { to: '/staff/audit', label: 'Audit log', icon: History, permission: 'see-audit' },
  { to: '/staff/team', label: 'Team', icon: UserCog, permission: 'manage-team' },
];

/** What opening a console address needs: its section's permission. */
export function permissionFor(pathname: string): Permission {
  const path = pathname.replace(/\/+$/, '') || '/';
  const section = SECTIONS.filter((s) =>
    s.end ? path === s.to : path === s.to || path.startsWith(`${s.to}/`),
  ).sort((a, b) => b.to.length - a.to.length)[0];
  return section?.permission ?? 'console';
}

/** Where a role that may not open a page works instead: its first section. */
export function homeSectionFor(can: (permission: Permission) => boolean): Section | undefined {
  return SECTIONS.find((s) => s.to !== '/staff' && can(s.permission));
}
