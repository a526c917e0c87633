import type { z } from 'zod';
import type { invitationLookupSchema } from '../../../../domain/staff/team.ts';
import type { Role } from '../../../../domain/roles.ts';
import { postJson, requestJson } from '../../../api/client.ts';
import { needingSession } from '../../auth/account-api.ts';

// Not console calls: anyone holding the link reads the invitation, and any signed-in account
// may try to accept it, so a 403 here is about this link, not the console. A 401 on accepting
// has the session read again, and the page then asks for a login.

export type InvitationLookup = z.infer<typeof invitationLookupSchema>;

export const lookUpInvitation = (token: string) =>
  requestJson<InvitationLookup>('GET', `/api/staff-invitations/${encodeURIComponent(token)}/`);

export const acceptInvitation = (token: string) =>
  needingSession(postJson<{ ok: true; role: Role }>('/api/staff-invitations/accept/', { token }));
