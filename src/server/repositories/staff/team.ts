import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import {
  INVITATION_TTL_HOURS,
  type Invitation,
  type InvitedRole,
} from '../../../domain/staff/team.ts';
import { nowIso } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { isPostgres } from '../../db/migration-helpers.ts';
import { TEAM_ROLES, type TeamRole } from '../../../domain/roles.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export const invitationTokenHash = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

/** How an invitation's address is compared with an account's. */
export const invitationEmailKey = (email: string) => email.trim().toLowerCase();

/** A staff member or the owner, by id; undefined for learners and unknown ids. */
export async function findStaffMember(db: Executor, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'email_key', 'role'])
    .where('id', '=', id)
    .where('role', 'in', ['staff', 'owner'])
    .executeTakeFirst();
}

/** Anyone on the team, by id: a mentor, the accountant, a staff member or an owner. */
export async function findTeamMember(db: Executor, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'email_key', 'role', 'email_verified_at'])
    .where('id', '=', id)
    .where('role', 'in', [...TEAM_ROLES])
    .where('deleted_at', 'is', null)
    .executeTakeFirst() as Promise<
    | {
        id: number;
        username: string;
        email: string;
        email_key: string;
        role: TeamRole;
        email_verified_at: string | null;
      }
    | undefined
  >;
}

/**
 * The owners' ids; inside a change of role, locked on PostgreSQL, so that two owners stepping
 * down at once cannot leave the business with none (SQLite runs one write at a time).
 */
export async function ownerIds(tx: Transaction<Database>): Promise<number[]> {
  let query = tx
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'owner')
    .where('deleted_at', 'is', null);
  if (isPostgres(tx as unknown as Kysely<unknown>)) query = query.forUpdate();
  return (await query.execute()).map((row) => row.id);
}

const TEAM_ORDER: Record<TeamRole, number> = { owner: 0, staff: 1, accountant: 2, mentor: 3 };

/** The team as its screen lists it: owners, staff, the accountant, then mentors. */
export async function listTeam(db: Executor) {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'role', 'email_verified_at'])
    .where('role', 'in', [...TEAM_ROLES])
    .where('deleted_at', 'is', null)
    .orderBy('username_key')
    .execute();
  return rows
    .map(({ email_verified_at, role, ...member }) => ({
      ...member,
      role: role as TeamRole,
      email_proved: email_verified_at !== null,
    }))
    .sort((a, b) => TEAM_ORDER[a.role] - TEAM_ORDER[b.role]);
}

export async function listStaffMembers(db: Executor) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'role'])
    .where('role', 'in', ['staff', 'owner'])
    .orderBy('role', 'desc')
    .orderBy('username_key')
    .execute() as Promise<
    Array<{ id: number; username: string; email: string; role: 'staff' | 'owner' }>
  >;
}

/** Invitations not yet accepted, revoked or expired. */
export async function pendingInvitations(db: Executor): Promise<Invitation[]> {
  return db
    .selectFrom('staff_invitations as i')
    .leftJoin('users as u', 'u.id', 'i.invited_by')
    .select([
      'i.id',
      'i.email',
      'i.role',
      'u.username as invited_by',
      'i.created_at',
      'i.expires_at',
    ])
    .where('i.accepted_at', 'is', null)
    .where('i.revoked_at', 'is', null)
    .where('i.expires_at', '>', nowIso())
    .orderBy('i.id', 'desc')
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, invited_by: r.invited_by ?? '' })));
}

/** A new invitation for `email`; the returned token goes into the mailed link only. */
export async function createInvitation(
  tx: Transaction<Database>,
  email: string,
  invitedBy: number,
  role: InvitedRole = 'staff',
) {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const row = await tx
    .insertInto('staff_invitations')
    .values({
      email,
      email_key: invitationEmailKey(email),
      token_hash: invitationTokenHash(token),
      invited_by: invitedBy,
      role,
      created_at: nowIso(new Date(now)),
      expires_at: nowIso(new Date(now + INVITATION_TTL_HOURS * 60 * 60 * 1000)),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { token, row };
}

export async function findInvitationByToken(db: Executor, token: string) {
  return db
    .selectFrom('staff_invitations')
    .selectAll()
    .where('token_hash', '=', invitationTokenHash(token))
    .executeTakeFirst();
}

/**
 * Revokes the pending invitations to an address (all but `exceptId`), so that a link mailed
 * earlier stops working; the ids revoked, for the audit log.
 */
export async function revokePendingInvitationsTo(
  tx: Transaction<Database>,
  emailKey: string,
  exceptId?: number,
): Promise<number[]> {
  let query = tx
    .updateTable('staff_invitations')
    .set({ revoked_at: nowIso() })
    .where('email_key', '=', emailKey)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const rows = await query.returning('id').execute();
  return rows.map((r) => r.id);
}
