/** Who an account is to the business. Kept in the database; the server decides on every request. */
export const ROLES = ['learner', 'mentor', 'staff', 'owner'] as const;
export type Role = (typeof ROLES)[number];

/** What the console lets a role do; the pages hide what the server would refuse. */
export type Permission =
  | 'console'
  | 'manage-team'
  | 'moderate-reviews'
  /** Sees the cohorts they mentor and those cohorts' learners, and runs their sessions. */
  | 'teach'
  /** Creates and changes every cohort, its sessions and mentors, and the modules' materials. */
  | 'manage-cohorts';

const GRANTS: Record<Role, readonly Permission[]> = {
  learner: [],
  mentor: ['teach'],
  staff: ['console', 'moderate-reviews', 'teach', 'manage-cohorts'],
  owner: ['console', 'moderate-reviews', 'manage-team', 'teach', 'manage-cohorts'],
};

export function can(role: Role | undefined, permission: Permission): boolean {
  return role !== undefined && GRANTS[role].includes(permission);
}

export const STAFF_ROLES: readonly Role[] = ['staff', 'owner'];

export const ROLE_LABELS: Record<Role, string> = {
  learner: 'Learner',
  mentor: 'Mentor',
  staff: 'Staff',
  owner: 'Owner',
};
