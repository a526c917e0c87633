import type { Kysely } from 'kysely';
import type { Signup } from '../../domain/accounts.ts';
import { nowIso } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { tokenHash, type User } from '../auth/sessions.ts';

/** Usernames and emails are unique whatever their case. */
export const keyOf = (value: string) => value.trim().toLowerCase();

export async function findUserByLogin(
  db: Kysely<Database>,
  login: string,
): Promise<User | undefined> {
  const key = keyOf(login);
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('username_key', '=', key), eb('email_key', '=', key)]))
    .orderBy('id')
    .executeTakeFirst();
}

/** Whether the given username and/or email already belong to an account (case-insensitive). */
export async function takenBy(db: Kysely<Database>, names: { username?: string; email?: string }) {
  const usernameKey = names.username === undefined ? undefined : keyOf(names.username);
  const emailKey = names.email === undefined ? undefined : keyOf(names.email);
  const rows = await db
    .selectFrom('users')
    .select(['username_key', 'email_key'])
    .where((eb) =>
      eb.or([
        ...(usernameKey === undefined ? [] : [eb('username_key', '=', usernameKey)]),
        ...(emailKey === undefined ? [] : [eb('email_key', '=', emailKey)]),
      ]),
    )
    .execute();
  return {
    email: rows.filter((r) => r.email_key === emailKey),
    username: rows.filter((r) => r.username_key === usernameKey),
  };
}

export async function insertUser(
  db: Kysely<Database>,
  signup: Signup,
  passwordHash: string,
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('users')
    .values({
      username: signup.username,
      username_key: keyOf(signup.username),
      email: signup.email,
      email_key: keyOf(signup.email),
      phone: signup.phone,
      password_hash: passwordHash,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export async function recordLoginFailure(
  db: Kysely<Database>,
  accountKey: string,
  ip: string,
): Promise<void> {
  await db
    .insertInto('login_failures')
    .values({ account_key: accountKey, ip, created_at: nowIso() })
    .execute();
}

/**
 * Failed logins in the last 15 minutes for this account and from this address, and when the
 * oldest of them leaves the window (for Retry-After).
 */
export async function recentLoginFailures(db: Kysely<Database>, accountKey: string, ip: string) {
  const since = nowIso(new Date(Date.now() - FAILURE_WINDOW_MS));
  const count = async (column: 'account_key' | 'ip', value: string) => {
    const row = await db
      .selectFrom('login_failures')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
      .where(column, '=', value)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    const retryAfterMs = row.oldest ? Date.parse(row.oldest) + FAILURE_WINDOW_MS - Date.now() : 0;
    return { count: Number(row.n), retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
  };
  const [account, address] = await Promise.all([count('account_key', accountKey), count('ip', ip)]);
  return { account, address };
}

export async function clearLoginFailures(db: Kysely<Database>, accountKey: string): Promise<void> {
  await db.deleteFrom('login_failures').where('account_key', '=', accountKey).execute();
}

/**
 * Sets a new password and signs out every session of the account, except the one whose token
 * is given (the browser that made the change).
 */
export async function replacePassword(
  db: Kysely<Database>,
  userId: number,
  passwordHash: string,
  keepSessionToken?: string,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: nowIso() })
      .where('id', '=', userId)
      .execute();
    const sessions = tx.deleteFrom('sessions').where('user_id', '=', userId);
    await (
      keepSessionToken ? sessions.where('token_hash', '!=', tokenHash(keepSessionToken)) : sessions
    ).execute();
  });
}
