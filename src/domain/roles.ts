/** Who an account is to the business. Kept in the database; the server decides on every request. */
export const ROLES = ['learner', 'staff', 'owner'] as const;
export type Role = (typeof ROLES)[number];

/** What the console lets a role do; the pages hide what the server would refuse. */
export type Permission = 'console' | 'manage-team' | 'moderate-reviews';

const GRANTS: Record<Role, readonly Permission[]> = {
  learner: [],
  staff: ['console', 'moderate-reviews'],
  owner: ['console', 'moderate-reviews', 'manage-team'],
};

export function can(role: Role | undefined, permission: Permission): boolean {
  return role !== undefined && GRANTS[role].includes(permission);
}

export const STAFF_ROLES: readonly Role[] = ['staff', 'owner'];

export const ROLE_LABELS: Record<Role, string> = {
  learner: 'Learner',
  staff: 'Staff',
  owner: 'Owner',
};
