import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type { Signup } from '../../domain/accounts.ts';
import { nowIso } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { endSessions, type User } from '../auth/sessions.ts';

/**
 * Usernames and emails are unique whatever their case; names are stored NFKC-normalised, so a
 * typed name is normalised the same way before it is compared.
 */
export const keyOf = (value: string) => value.normalize('NFKC').trim().toLowerCase();

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
): Promise<User> {
  const now = nowIso();
  return db
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
      email_proof_asked_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
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
    await endSessions(tx, userId, keepSessionToken);
  });
}
