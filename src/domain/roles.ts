// Who an account is to the business, kept in the database; the server decides on every request.
import type { Role } from './role-names.ts';

export { ROLES, TEAM_ROLES, type Role, type TeamRole } from './role-names.ts';

/**
 * What the console lets a role do; the pages hide what the server would refuse.
 * docs/staff-runbook.md lists them as a table, and a test holds the table to this.
 */
export type Permission =
  /** Opens the staff console: dashboard and the team's names. */
  | 'console'
  /** Reads orders, their documents, payments, reports and every export. */
  | 'see-orders'
  /** Confirms and cancels orders, reads bank statements, writes notes, resends invoices. */
  | 'handle-orders'
  /** Records refunds: money leaves the business. */
  | 'refund'
  /** Reads, answers, assigns and closes enquiries. */
  | 'handle-enquiries'
  /** Reads learners' accounts. */
  | 'see-learners'
  /** Reads the audit log: who changed what, when, from what to what. */
  | 'see-audit'
  /** Hides and shows reviews. */
  | 'moderate-reviews'
  /** Deletes a review for good. */
  | 'delete-reviews'
  /** Invites and removes members and changes their roles. */
  | 'manage-team'
  /** Sees the cohorts they mentor and those cohorts' learners, and runs their sessions. */
  | 'teach'
  /** Creates and changes every cohort, its sessions and mentors, and the modules' materials. */
  | 'manage-cohorts'
  /** Drafts changes to what is sold: programs, plans and prices, offers, mentors' profiles. */
  | 'edit-catalogue'
  /** Puts a draft on the site, unlists a program, and turns an offer on or off. */
  | 'publish-catalogue';

const STAFF_GRANTS: readonly Permission[] = [
  'console',
  'see-orders',
  'handle-orders',
  'handle-enquiries',
  'see-learners',
  'see-audit',
  'moderate-reviews',
  'teach',
  'manage-cohorts',
  'edit-catalogue',
];

export const GRANTS: Record<Role, readonly Permission[]> = {
  learner: [],
  mentor: ['teach'],
  accountant: ['console', 'see-orders', 'see-audit'],
  staff: STAFF_GRANTS,
  owner: [...STAFF_GRANTS, 'refund', 'delete-reviews', 'manage-team', 'publish-catalogue'],
};

export function can(role: Role | undefined, permission: Permission): boolean {
  return role !== undefined && GRANTS[role].includes(permission);
}

export const ROLE_LABELS: Record<Role, string> = {
  learner: 'Learner',
  mentor: 'Mentor',
  accountant: 'Accountant',
  staff: 'Staff',
  owner: 'Owner',
};

/** What the server answers a signed-in account whose role lacks the permission. */
export function refusalFor(permission: Permission): string {
  if (GRANTS.staff.includes(permission)) return 'Only staff can do this.';
  return 'Only the owner can do this.';
}
