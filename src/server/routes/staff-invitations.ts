import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../domain/errors.ts';
import { ROLES, type Role } from '../../domain/roles.ts';
import {
  acceptInvitationSchema,
  invitationLookupSchema,
  invitationTokenParamsSchema,
  type InvitedRole,
} from '../../domain/staff/team.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { requireProvedAddress, requireUser } from '../auth/guards.ts';
import { nowIso } from '../db/database.ts';
import { HttpError } from '../errors.ts';
import { findInvitationByToken, revokePendingInvitationsTo } from '../repositories/staff/team.ts';
import { auditRevokedInvitations } from '../audit/invitation-audit.ts';
import { limitedBy } from '../rate-limits.ts';

/** How much of the console a role opens: accepting an invitation never takes any away. */
const REACH: Record<Role, number> = { learner: 0, mentor: 1, accountant: 1, staff: 2, owner: 3 };

/** What accepting makes of the account: the invitation's role, never less than it already has. */
function roleOnAccepting(current: Role, invited: InvitedRole): Role {
  return REACH[current] > REACH[invited] ? current : invited;
}

const UNKNOWN = 'This invitation link is not valid. Ask the owner for a new one.';
const USED = 'This invitation has already been used.';
const EXPIRED = 'This invitation has expired. Ask the owner for a new one.';

/**
 * Anyone holding an invitation's link reads it here, and a signed-in account accepts it; the
 * staff API itself stays closed to them.
 */
export async function staffInvitationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const tags = ['staff'];

  /** The invitation a token names, if it can still be accepted. */
  const usable = async (token: string) => {
    const invitation = await findInvitationByToken(db, token);
    if (!invitation || invitation.revoked_at) throw new HttpError(404, UNKNOWN);
    if (invitation.accepted_at) throw new HttpError(409, USED);
    if (invitation.expires_at <= nowIso()) throw new HttpError(410, EXPIRED);
    return invitation;
  };

  r.get(
    '/api/staff-invitations/:token/',
    {
      schema: {
        summary: 'Which address an invitation is for, before accepting it',
        description:
          'Open to visitors: the token is the secret mailed to that address, and the invitation page tells someone without an account which address to sign up with.',
        tags,
        params: invitationTokenParamsSchema,
        response: {
          200: invitationLookupSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          410: apiErrorSchema,
        },
      },
      config: limitedBy(app, 'staff-invitation'),
    },
    async (request, reply) => {
      const invitation = await usable(request.params.token);
      reply.header('cache-control', 'no-store');
      return { email: invitation.email, role: invitation.role, expires_at: invitation.expires_at };
    },
  );

  r.post(
    '/api/staff-invitations/accept/',
    {
      schema: {
        summary: 'Accept an invitation: the signed-in account becomes staff or a mentor',
        description:
          "The account's email must be the invited address, and the account must have proved it with the code mailed at sign-up (403). Single use; valid 72 hours.",
        tags,
        body: acceptInvitationSchema,
        response: {
          200: z.object({ ok: z.literal(true), role: z.enum(ROLES) }),
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          410: apiErrorSchema,
        },
      },
      config: limitedBy(app, 'staff-invitation'),
    },
    async (request) => {
      const user = await requireUser(app, request);
      requireProvedAddress(user, 'accept an invitation');
      const invitation = await usable(request.body.token);
      if (invitation.email_key !== user.email_key) {
        throw new HttpError(
          403,
          `This invitation is for ${invitation.email}. Sign in with that address to accept it.`,
        );
      }
      const role = roleOnAccepting(user.role, invitation.role);
      await db.transaction().execute(async (tx) => {
        const now = nowIso();
        // Taken by one request only, however many race with the same link.
        const taken = await tx
          .updateTable('staff_invitations')
          .set({ accepted_at: now, accepted_by: user.id })
          .where('id', '=', invitation.id)
          .where('accepted_at', 'is', null)
          .executeTakeFirst();
        if (taken.numUpdatedRows === 0n) throw new HttpError(409, USED);
        // The address has joined: any other link mailed to it must not work later.
        const voided = await revokePendingInvitationsTo(tx, invitation.email_key, invitation.id);
        await auditRevokedInvitations(tx, user, voided, 'another invitation was accepted');
        await tx
          .updateTable('users')
          .set({ role, updated_at: now })
          .where('id', '=', user.id)
          .execute();
        await recordAudit(tx, user, {
          action: 'team.accept-invitation',
          recordType: 'user',
          recordId: user.id,
          changes: [{ field: 'role', before: user.role, after: role }],
        });
      });
      return { ok: true as const, role };
    },
  );
}
