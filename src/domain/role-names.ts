/**
 * The roles by name alone, apart from what each may do (roles.ts): the session, on every page,
 * needs these few words, not the permission table the console uses.
 */
export const ROLES = ['learner', 'mentor', 'accountant', 'staff', 'owner'] as const;
export type Role = (typeof ROLES)[number];

/** The roles that make someone part of the team. */
export const TEAM_ROLES = ['mentor', 'accountant', 'staff', 'owner'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
