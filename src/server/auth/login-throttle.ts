import { sql, type Kysely } from 'kysely';
import { nowIso } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { withKeyLocks } from '../repositories/users.ts';

/**
 * Password tries are throttled so that an attacker is slowed and the owner is not: refusals are
 * per (account, address) and per address, which the owner's own address does not share with an
 * attacker's; what the account's failures from everywhere add is only a capped delay.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords for one account from one address, per window. */
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
/** Wrong passwords from one address, whatever the account, per window. */
export const MAX_FAILURES_PER_ADDRESS = 20;
/**
 * Right passwords per account, and per account from one address, per window: each costs a hash
 * and a session. Not per address alone: a mobile carrier puts thousands behind one address.
 */
export const MAX_LOGINS_PER_ACCOUNT = 20;
export const MAX_LOGINS_PER_ACCOUNT_AND_ADDRESS = 10;
/** Failures of an account (from anywhere) before its tries start to wait. */
export const FREE_ACCOUNT_FAILURES = 5;
export const FIRST_DELAY_MS = 500;
export const MAX_ACCOUNT_DELAY_MS = 60_000;

/** The account key of an existing account, whichever of its names was typed. */
export const accountFailureKey = (userId: number) => `Account ${userId}`;

/**
 * How long a try waits given the account's recent failures from every address: nothing for the
 * first few, then doubling from half a second up to a minute. It never refuses.
 */
export function accountDelayMs(recentFailures: number): number {
  if (recentFailures < FREE_ACCOUNT_FAILURES) return 0;
  const doublings = Math.min(recentFailures - FREE_ACCOUNT_FAILURES, 20);
  return Math.min(MAX_ACCOUNT_DELAY_MS, FIRST_DELAY_MS * 2 ** doublings);
}

/**
 * A try's `succeeded`: recorded as TRYING before the password is checked, then FAILED or
 * SUCCEEDED. A try still TRYING counts as both, so that a burst of parallel tries cannot pass
 * either limit; one that never finished (the process died) keeps counting until it ages out.
 */
const FAILED = 0;
const SUCCEEDED = 1;
const TRYING = 2;

export type LoginTry =
  | { attemptId: number; delayMs: number; refusedForSeconds?: undefined }
  | { refusedForSeconds: number };

interface Count {
  n: number;
  oldest: string | null;
}

/** The window's attempts touching this account or address, counted by whose and by outcome. */
async function recentAttempts(db: Kysely<Database>, accountKey: string, ip: string, since: string) {
  // One read under the lock: positions in GROUP BY, as PostgreSQL cannot match two spellings
  // of one parameterised expression.
  const groups = await db
    .selectFrom('login_attempts')
    .select((eb) => [
      'succeeded',
      sql<boolean | number>`account_key = ${accountKey}`.as('this_account'),
      sql<boolean | number>`ip = ${ip}`.as('this_address'),
      eb.fn.countAll<number>().as('n'),
      eb.fn.min('created_at').as('oldest'),
    ])
    .where('created_at', '>', since)
    .where((eb) => eb.or([eb('account_key', '=', accountKey), eb('ip', '=', ip)]))
    .groupBy(sql`1, 2, 3`)
    .execute();
  const count = (
    match: { account?: true; address?: true },
    outcome: 'failed' | 'succeeded',
  ): Count => {
    const rows = groups.filter(
      (g) =>
        // A try still being checked may yet go either way: it counts against both limits.
        (Number(g.succeeded) === TRYING ||
          (Number(g.succeeded) === SUCCEEDED) === (outcome === 'succeeded')) &&
        (!match.account || Boolean(Number(g.this_account))) &&
        (!match.address || Boolean(Number(g.this_address))),
    );
    const oldest = rows.map((r) => r.oldest).filter((o) => o !== null);
    return { n: rows.reduce((n, r) => n + Number(r.n), 0), oldest: oldest.sort()[0] ?? null };
  };
  return count;
}

/**
 * Takes a password try for `accountKey` from `ip`, or says how long until one is allowed. The
 * try is recorded as TRYING before the password is checked; the check then calls
 * `recordLoginSuccess` or `recordLoginFailure`.
 */
export async function takeLoginTry(
  db: Kysely<Database>,
  accountKey: string,
  ip: string,
  now = new Date(),
): Promise<LoginTry> {
  const since = nowIso(new Date(now.getTime() - LOGIN_WINDOW_MS));
  return withKeyLocks(db, [`login account ${accountKey}`, `login ip ${ip}`], async (tx) => {
    const count = await recentAttempts(tx, accountKey, ip, since);
    const limits: Array<[Count, number]> = [
      [count({ account: true, address: true }, 'failed'), MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS],
      [count({ address: true }, 'failed'), MAX_FAILURES_PER_ADDRESS],
      [count({ account: true }, 'succeeded'), MAX_LOGINS_PER_ACCOUNT],
      [count({ account: true, address: true }, 'succeeded'), MAX_LOGINS_PER_ACCOUNT_AND_ADDRESS],
    ];
    const full = limits.find(([c, max]) => c.n >= max);
    if (full) {
      const freeAt = Date.parse(full[0].oldest!) + LOGIN_WINDOW_MS;
      return { refusedForSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
    }
    const accountFailures = count({ account: true }, 'failed');
    const row = await tx
      .insertInto('login_attempts')
      .values({ account_key: accountKey, ip, succeeded: TRYING, created_at: nowIso(now) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { attemptId: row.id, delayMs: accountDelayMs(accountFailures.n) };
  });
}

/** The try was a wrong password (or a name no account has). */
export async function recordLoginFailure(db: Kysely<Database>, attemptId: number): Promise<void> {
  await db
    .updateTable('login_attempts')
    .set({ succeeded: FAILED })
    .where('id', '=', attemptId)
    .execute();
}

/**
 * The try was the right password. The failures this address made on this account were the
 * owner's own typos and are forgiven; failures from other addresses stay, so an attacker's
 * count does not start again each time the owner signs in. Tries still being checked are left
 * to finish and count as themselves. Under the tries' own locks: parallel sign-ins of one
 * account deleting the same rows deadlocked on PostgreSQL.
 */
export async function recordLoginSuccess(
  db: Kysely<Database>,
  attemptId: number,
  accountKey: string,
  ip: string,
): Promise<void> {
  await withKeyLocks(db, [`login account ${accountKey}`, `login ip ${ip}`], async (tx) => {
    await tx
      .deleteFrom('login_attempts')
      .where('account_key', '=', accountKey)
      .where('ip', '=', ip)
      .where('succeeded', '=', FAILED)
      .execute();
    await tx
      .updateTable('login_attempts')
      .set({ succeeded: SUCCEEDED })
      .where('id', '=', attemptId)
      .execute();
  });
}

/** After a password reset every earlier failure was a guess at a password that is gone. */
export async function forgetLoginFailures(db: Kysely<Database>, accountKey: string) {
  await db
    .deleteFrom('login_attempts')
    .where('account_key', '=', accountKey)
    .where('succeeded', '!=', SUCCEEDED)
    .execute();
}
