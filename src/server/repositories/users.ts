import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type { Signup } from '../../domain/accounts.ts';
import { nowIso } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { tokenHash, type User } from '../auth/sessions.ts';

/** Usernames and emails are unique whatever their case. */
export const keyOf = (value: string) => value.trim().toLowerCase();

/**
 * The account a login form names: by email when the text has an '@' (names cannot have one),
 * else by username, so one text can never name two accounts.
 */
export async function findUserByLogin(
  db: Kysely<Database>,
  login: string,
): Promise<User | undefined> {
  const key = keyOf(login);
  return db
    .selectFrom('users')
    .selectAll()
    .where(key.includes('@') ? 'email_key' : 'username_key', '=', key)
    .executeTakeFirst();
}

/**
 * Runs `work` in a transaction that holds a lock on each key until it ends, so that a count and
 * the insert that depends on it cannot interleave with another request's. SQLite needs no more
 * than the transaction: its write transactions begin IMMEDIATE, one writer at a time.
 */
export async function withKeyLocks<T>(
  db: Kysely<Database>,
  keys: string[],
  work: (tx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (tx) => {
    if (tx.getExecutor().adapter instanceof PostgresAdapter) {
      // Always taken in the same order, so two requests wanting the same keys cannot deadlock.
      for (const key of [...keys].sort()) {
        await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(tx);
      }
    }
    return work(tx);
  });
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
export const MAX_PASSWORD_FAILURES = 10;

/**
 * The key password failures of an existing account are counted under, whichever of its names
 * was typed. Upper-case letters keep it apart from `keyOf` values (typed names of no account).
 */
export const accountFailureKey = (userId: number) => `Account ${userId}`;

/**
 * Failed password tries in the last 15 minutes for this account and from this address, and
 * when the oldest of them leaves the window (for Retry-After).
 */
async function recentPasswordFailures(db: Kysely<Database>, accountKey: string, ip: string) {
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
  return [await count('account_key', accountKey), await count('ip', ip)];
}

/**
 * Takes one of the 10 password tries the account and the address have in 15 minutes, or says
 * how long until the next, counting it as a failure from the start: a burst of parallel tries
 * then cannot all pass the check before any of them is recorded. A right password gives it
 * back with `clearPasswordFailures`.
 */
export async function takePasswordTry(
  db: Kysely<Database>,
  accountKey: string,
  ip: string,
): Promise<{ retryAfterSeconds: number } | undefined> {
  return withKeyLocks(
    db,
    [`password-tries account ${accountKey}`, `password-tries ip ${ip}`],
    async (tx) => {
      const failures = await recentPasswordFailures(tx, accountKey, ip);
      const blocked = failures.find((f) => f.count >= MAX_PASSWORD_FAILURES);
      if (blocked) return { retryAfterSeconds: blocked.retryAfterSeconds };
      await tx
        .insertInto('login_failures')
        .values({ account_key: accountKey, ip, created_at: nowIso() })
        .execute();
      return undefined;
    },
  );
}

export async function clearPasswordFailures(
  db: Kysely<Database>,
  accountKey: string,
): Promise<void> {
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
  /** More of the same change, in its transaction. */
  also?: (tx: Transaction<Database>) => Promise<unknown>,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await also?.(tx);
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
