import type { TeamRole } from '../../../../domain/roles.ts';
import type {
  Invitation,
  InvitedRole,
  RoleChanged,
  Team,
  TeachingLeft,
} from '../../../../domain/staff/team.ts';
import { staffRequest } from './staff-request.ts';

/** The owner's calls; the server refuses them to staff. */
export const fetchTeam = () => staffRequest<Team>('GET', '/api/staff/team/');

export const inviteStaff = (email: string, role: InvitedRole) =>
  staffRequest<Invitation>('POST', '/api/staff/team/invitations/', { email, role });

export const revokeInvitation = (id: number) =>
  staffRequest<undefined>('DELETE', `/api/staff/team/invitations/${id}/`);

/**
 * Takes the staff role away and ends the member's sessions; one who taught stops teaching. The
 * answer says what they left: sessions cancelled, cohorts without a mentor.
 */
export const removeMember = (id: number) =>
  staffRequest<TeachingLeft>('DELETE', `/api/staff/team/members/${id}/`);

/** Makes a member owner, staff, the accountant or a mentor; the same answer when they stop teaching. */
export const changeRole = (id: number, role: TeamRole) =>
  staffRequest<RoleChanged>('PATCH', `/api/staff/team/members/${id}/`, { role });
