import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../domain/errors.ts';
import { personRefSchema } from '../../../domain/staff/list-query.ts';
import {
  INVITATION_TTL_HOURS,
  LAST_OWNER_STAYS,
  idParamsSchema,
  invitationSchema,
  inviteSchema,
  removalSchema,
  roleChangeSchema,
  roleChangedSchema,
  teamSchema,
} from '../../../domain/staff/team.ts';
import { can } from '../../../domain/roles.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { requirePermission } from '../../auth/guards.ts';
import { endSessions } from '../../auth/sessions.ts';
import { nowIso } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { roleChangedMail, staffInvitationMail } from '../../mail/staff-invitation-mail.ts';
import {
  createInvitation,
  findTeamMember,
  invitationEmailKey,
  listStaffMembers,
  listTeam,
  ownerIds,
  pendingInvitations,
  revokePendingInvitationsTo,
} from '../../repositories/staff/team.ts';
import { auditRevokedInvitations } from '../../audit/invitation-audit.ts';
import { deliveryMailSettings } from '../cohorts/access.ts';
import { endTeaching, NOTHING_LEFT } from './team-teaching.ts';

export async function teamRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const tags = ['staff'];
  const ownerOnly = { onRequest: requirePermission('manage-team') };
  const deliveryMail = deliveryMailSettings(app);

  r.get(
    '/api/staff/members/',
    {
      schema: {
        summary: 'Staff and owner, to assign enquiries and filter the audit log',
        tags,
        response: { 200: z.object({ results: z.array(personRefSchema) }) },
      },
    },
    async () => ({
      results: (await listStaffMembers(db)).map((m) => ({ id: m.id, name: m.username })),
    }),
  );

  r.get(
    '/api/staff/team/',
    {
      ...ownerOnly,
      schema: {
        summary: 'The team and pending invitations (owner only)',
        tags,
        response: { 200: teamSchema, 403: apiErrorSchema },
      },
    },
    async () => {
      const [members, invitations] = await Promise.all([listTeam(db), pendingInvitations(db)]);
      return { members, invitations };
    },
  );

  r.post(
    '/api/staff/team/invitations/',
    {
      ...ownerOnly,
      schema: {
        summary: 'Invite someone to the staff, or to mentor cohorts, by email (owner only)',
        description: `Mails a single-use link, valid ${INVITATION_TTL_HOURS} hours. Accepting it while signed in with an account of that address gives the account the invitation's role: staff, or mentor (the console's cohorts they teach, nothing else).`,
        tags,
        body: inviteSchema,
        response: {
          201: invitationSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const owner = request.user!;
      const { email, role } = request.body;
      const key = invitationEmailKey(email);
      if (invitationEmailKey(owner.email) === key) {
        throw new HttpError(
          409,
          'That is your own address: invite someone else.',
          {},
          {
            field: 'email',
          },
        );
      }
      const members = await listTeam(db);
      if (members.some((m) => invitationEmailKey(m.email) === key)) {
        throw new HttpError(409, `${email} is already on the team.`, {}, { field: 'email' });
      }
      const invitation = await db.transaction().execute(async (tx) => {
        // One live link per address: a new invitation replaces any earlier one.
        const replaced = await revokePendingInvitationsTo(tx, key);
        await auditRevokedInvitations(tx, owner, replaced, 'replaced by a new invitation');
        const { token, row } = await createInvitation(tx, email, owner.id, role);
        await enqueueMail(
          tx,
          staffInvitationMail({
            sender: app.config.identity,
            to: email,
            invitedBy: owner.username,
            link: `${app.config.publicOrigin}/staff/accept-invite?token=${token}`,
            expiresInHours: INVITATION_TTL_HOURS,
            role,
            dedupeKey: `staff-invitation-${row.id}`,
          }),
        );
        await recordAudit(tx, owner, {
          action: 'team.invite',
          recordType: 'invitation',
          recordId: row.id,
          changes: [
            { field: 'email', before: null, after: email },
            { field: 'role', before: null, after: role },
          ],
        });
        return row;
      });
      app.mailWorker.notify();
      return reply.code(201).send({
        id: invitation.id,
        email: invitation.email,
        role,
        invited_by: owner.username,
        created_at: invitation.created_at,
        expires_at: invitation.expires_at,
      });
    },
  );

  r.delete(
    '/api/staff/team/invitations/:id/',
    {
      ...ownerOnly,
      schema: {
        summary: 'Revoke a pending invitation (owner only)',
        tags,
        params: idParamsSchema,
        response: { 204: z.null(), 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const owner = request.user!;
      await db.transaction().execute(async (tx) => {
        const revoked = await tx
          .updateTable('staff_invitations')
          .set({ revoked_at: nowIso() })
          .where('id', '=', request.params.id)
          .where('accepted_at', 'is', null)
          .where('revoked_at', 'is', null)
          .returning('email')
          .executeTakeFirst();
        if (!revoked) throw new HttpError(404, 'There is no such pending invitation.');
        await recordAudit(tx, owner, {
          action: 'team.revoke-invitation',
          recordType: 'invitation',
          recordId: request.params.id,
          changes: [{ field: 'revoked', before: false, after: true }],
        });
      });
      return reply.code(204).send(null);
    },
  );

  r.delete(
    '/api/staff/team/members/:id/',
    {
      ...ownerOnly,
      schema: {
        summary: 'Remove a member from the team (owner only); their sessions end at once',
        description:
          'An owner can be removed while another owner remains: 409 for the last one. One who taught stops: their one-to-one sessions to come are cancelled (each learner mailed, the session back in their plan), they leave their cohorts, and the answer names the cohorts now without a mentor.',
        tags,
        params: idParamsSchema,
        response: {
          200: removalSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const owner = request.user!;
      const member = await findTeamMember(db, request.params.id);
      if (!member) throw new HttpError(404, 'There is no such staff member.');
      const left = await db.transaction().execute(async (tx) => {
        if (member.role === 'owner' && (await ownerIds(tx)).length <= 1) {
          throw new HttpError(409, LAST_OWNER_STAYS);
        }
        await tx
          .updateTable('users')
          .set({ role: 'learner', updated_at: nowIso() })
          .where('id', '=', member.id)
          .execute();
        // Removal is immediate: whatever they had open stops working, links mailed to them too.
        await endSessions(tx, member.id);
        // A learner teaches nothing: their learners and cohorts need another mentor.
        const teaching = await endTeaching(tx, member.id, deliveryMail);
        const revoked = await revokePendingInvitationsTo(tx, invitationEmailKey(member.email));
        await auditRevokedInvitations(tx, owner, revoked, 'member removed');
        await recordAudit(tx, owner, {
          action: 'team.remove',
          recordType: 'user',
          recordId: member.id,
          changes: [{ field: 'role', before: member.role, after: 'learner' }, ...teaching.changes],
        });
        return teaching.left;
      });
      app.mailWorker.notify();
      return left;
    },
  );

  r.patch(
    '/api/staff/team/members/:id/',
    {
      ...ownerOnly,
      schema: {
        summary: 'Change a member’s role (owner only): owner, staff, accountant or mentor',
        description:
          'Only a member who proved their address can be made owner; the last owner cannot step down (409). One transaction: the role, the audit row (`team.change-role`) and the member’s mail. A role that teaches nothing stops teaching as removal does: sessions to come cancelled, cohorts left, and those now without a mentor named in the answer.',
        tags,
        params: idParamsSchema,
        body: roleChangeSchema,
        response: {
          200: roleChangedSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const owner = request.user!;
      const { role } = request.body;
      const member = await findTeamMember(db, request.params.id);
      if (!member) throw new HttpError(404, 'There is no such team member.');
      const answer = { id: member.id, username: member.username, email: member.email, role };
      const proved = member.email_verified_at !== null;
      if (member.role === role) return { ...answer, email_proved: proved, ...NOTHING_LEFT };
      if (role === 'owner' && !proved) {
        throw new HttpError(
          409,
          `${member.username} has not confirmed their email address yet: they can be made owner once they enter the code we emailed them.`,
          {},
          { field: 'role' },
        );
      }
      const left = await db.transaction().execute(async (tx) => {
        if (member.role === 'owner' && (await ownerIds(tx)).length <= 1) {
          throw new HttpError(409, LAST_OWNER_STAYS, {}, { field: 'role' });
        }
        await tx
          .updateTable('users')
          .set({ role, updated_at: nowIso() })
          .where('id', '=', member.id)
          .execute();
        const teaching = can(role, 'teach')
          ? { left: NOTHING_LEFT, changes: [] }
          : await endTeaching(tx, member.id, deliveryMail);
        await recordAudit(tx, owner, {
          action: 'team.change-role',
          recordType: 'user',
          recordId: member.id,
          changes: [{ field: 'role', before: member.role, after: role }, ...teaching.changes],
        });
        await enqueueMail(
          tx,
          roleChangedMail({
            sender: app.config.identity,
            to: member.email,
            name: member.username,
            changedBy: owner.username,
            before: member.role,
            after: role,
            consoleLink: `${app.config.publicOrigin}/staff`,
            dedupeKey: `role-change-${member.id}-${nowIso()}`,
          }),
        );
        return teaching.left;
      });
      app.mailWorker.notify();
      return { ...answer, email_proved: proved, ...left };
    },
  );
}
