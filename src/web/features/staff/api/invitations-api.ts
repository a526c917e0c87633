import type { z } from 'zod';
import type { invitationLookupSchema } from '../../../../domain/staff/team.ts';
import type { Role } from '../../../../domain/roles.ts';
import { postJson, requestJson } from '../../../api/client.ts';
import { needingSession } from '../../auth/account-api.ts';

// Not console calls: any signed-in account makes them, so a 403 here is about this link, not
// the console. A 401 has the session read again, and the page then asks for a login.

export type InvitationLookup = z.infer<typeof invitationLookupSchema>;

export const lookUpInvitation = (token: string) =>
  needingSession(
    requestJson<InvitationLookup>('GET', `/api/staff-invitations/${encodeURIComponent(token)}/`),
  );

export const acceptInvitation = (token: string) =>
  needingSession(postJson<{ ok: true; role: Role }>('/api/staff-invitations/accept/', { token }));
