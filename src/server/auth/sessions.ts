import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../domain/retention.ts';
import { nowIso } from '../db/database.ts';
import type { Database, UserTable } from '../db/schema.ts';

/** Sessions an account may hold; a new sign-in beyond this ends the oldest. */
export const MAX_SESSIONS_PER_ACCOUNT = 20;

export type User = Selectable<UserTable>;

/** What the sessions table keeps of a token. */
export const tokenHash = (token: string) =>
  crypto.createHash('sha256').update(token).digest('base64url');

/** `__Host-` pins the cookie to this origin when it is served over https. */
export function sessionCookieName(https: boolean): string {
  return https ? '__Host-session' : 'session';
}

export async function createSession(db: Kysely<Database>, userId: number): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  const now = Date.now();
  await db.transaction().execute(async (tx) => {
    // The newest sessions but one stay; the new one makes the account's limit.
    const kept = await tx
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(MAX_SESSIONS_PER_ACCOUNT - 1)
      .execute();
    if (kept.length === MAX_SESSIONS_PER_ACCOUNT - 1) {
      const keptIds = kept.map((k) => k.id);
      await tx
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .where('id', 'not in', keptIds)
        .execute();
    }
    await tx
      .insertInto('sessions')
      .values({
        token_hash: tokenHash(token),
        user_id: userId,
        created_at: nowIso(new Date(now)),
        expires_at: nowIso(new Date(now + SESSION_IDLE_MS)),
        absolute_expires_at: nowIso(new Date(now + SESSION_ABSOLUTE_MS)),
      })
      .execute();
  });
  return token;
}

/**
 * The user behind a token, sliding the idle expiry forward; undefined when expired or unknown.
 * `renewed` says the expiry moved, so the cookies should be sent again with a fresh lifetime.
 */
export async function sessionForToken(
  db: Kysely<Database>,
  token: string,
): Promise<{ user: User; renewed: boolean } | undefined> {
  const now = nowIso();
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.id as session_id', 'sessions.expires_at as session_expires_at'])
    .where('sessions.token_hash', '=', tokenHash(token))
    .where('sessions.expires_at', '>', now)
    .where('sessions.absolute_expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_id, session_expires_at, ...user } = row;
  // Touch at most once an hour: most requests then read, and answer, without writing.
  const renewedUntil = nowIso(new Date(Date.now() + SESSION_IDLE_MS));
  if (Date.parse(renewedUntil) - Date.parse(session_expires_at) <= 60 * 60 * 1000) {
    return { user, renewed: false };
  }
  await db
    .updateTable('sessions')
    .set({ expires_at: renewedUntil })
    .where('id', '=', session_id)
    .execute();
  return { user, renewed: true };
}

export async function deleteSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash(token)).execute();
}

/**
 * Ends every session of the account except the one holding `keepToken` (the browser that made
 * the change): after a password, email or role change nobody else stays signed in.
 */
export async function endSessions(
  db: Kysely<Database>,
  userId: number,
  keepToken?: string,
): Promise<void> {
  let sessions = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepToken) sessions = sessions.where('token_hash', '!=', tokenHash(keepToken));
  await sessions.execute();
}

/**
 * Readable by the page, unlike the session cookie, and not a secret: it only tells the page
 * that a session may exist, so visitors without one never wait for (or log) a 401.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';

export function setSessionCookie(reply: FastifyReply, token: string, https: boolean): void {
  const options = {
    sameSite: 'lax',
    secure: https,
    path: '/',
    maxAge: SESSION_IDLE_MS / 1000,
  } as const;
  reply.setCookie(sessionCookieName(https), token, { ...options, httpOnly: true });
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', options);
}

export function clearSessionCookie(reply: FastifyReply, https: boolean): void {
  const options = { path: '/', sameSite: 'lax', secure: https } as const;
  reply.clearCookie(sessionCookieName(https), { ...options, httpOnly: true });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, options);
}

export function sessionToken(request: FastifyRequest, https: boolean): string | undefined {
  const token = request.cookies[sessionCookieName(https)];
  return token && token.length <= 100 ? token : undefined;
}
