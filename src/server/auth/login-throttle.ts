import { sql, type Kysely } from 'kysely';
import { nowIso } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { withKeyLocks } from '../repositories/users.ts';

/**
 * Password tries are throttled so that an attacker is slowed and the owner is not (OWASP's
 * device cookies). A browser known to the account (device-cookies.ts) is only held to its own
 * limits, so nothing strangers do reaches it. Unknown browsers are refused per (account,
 * address) and per address, which the owner's own address does not share with an attacker's;
 * what the account's failures from everywhere add is only a delay of at most 10 s.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords for one account from one address, per window. */
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
/** Wrong passwords from one address, whatever the account, per window. */
export const MAX_FAILURES_PER_ADDRESS = 20;
/**
 * Wrong passwords from one known browser, per window; beyond them it is treated as unknown, so
 * a stolen device cookie buys only a few guesses free of the account's limits.
 */
export const MAX_FAILURES_PER_DEVICE = 5;
/**
 * Right passwords per account, and per account from one address (or one known browser), per
 * window: each costs a hash and a session. Not per address alone: a mobile carrier puts
 * thousands behind one address.
 */
export const MAX_LOGINS_PER_ACCOUNT = 20;
export const MAX_LOGINS_PER_ACCOUNT_AND_ADDRESS = 10;
/** Failures of an account (from anywhere) before its tries start to wait. */
export const FREE_ACCOUNT_FAILURES = 5;
export const FIRST_DELAY_MS = 500;
export const MAX_ACCOUNT_DELAY_MS = 10_000;

/** The account key of an existing account, whichever of its names was typed. */
export const accountFailureKey = (userId: number) => `Account ${userId}`;

/**
 * How long an unknown browser's try waits given the account's recent failures from unknown
 * browsers everywhere: nothing for the first few, then doubling from half a second up to 10 s.
 * It never refuses.
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

export interface TakenTry {
  attemptId: number;
  delayMs: number;
  /** The browser's device nonce, if it sent a valid cookie for the account. */
  device: string | undefined;
  /** Counted as that known browser's (false when it had no cookie or used up its failures). */
  known: boolean;
  refusedForSeconds?: undefined;
}

export type LoginTry = TakenTry | { refusedForSeconds: number };

interface Count {
  n: number;
  oldest: string | null;
}

/**
 * The window's attempts touching this account or address, from unknown browsers or from this
 * known one, counted by whose and by outcome.
 */
async function recentAttempts(
  db: Kysely<Database>,
  accountKey: string,
  ip: string,
  device: string | undefined,
  since: string,
) {
  // One read under the lock: positions in GROUP BY, as PostgreSQL cannot match two spellings
  // of one parameterised expression.
  const groups = await db
    .selectFrom('login_attempts')
    .select((eb) => [
      'succeeded',
      sql<boolean | number>`account_key = ${accountKey}`.as('this_account'),
      sql<boolean | number>`ip = ${ip}`.as('this_address'),
      // Only this browser's rows have a device here (the WHERE below).
      sql<boolean | number>`device is not null`.as('this_device'),
      eb.fn.countAll<number>().as('n'),
      eb.fn.min('created_at').as('oldest'),
    ])
    .where('created_at', '>', since)
    .where((eb) => eb.or([eb('account_key', '=', accountKey), eb('ip', '=', ip)]))
    .where((eb) =>
      device === undefined
        ? eb('device', 'is', null)
        : eb.or([eb('device', 'is', null), eb('device', '=', device)]),
    )
    .groupBy(sql`1, 2, 3, 4`)
    .execute();
  const yes = (v: boolean | number) => Boolean(Number(v));
  /** Unknown browsers' tries, or with `device` this known browser's (on this account). */
  const count = (
    match: { account?: true; address?: true; device?: true },
    outcome: 'failed' | 'succeeded',
  ): Count => {
    const rows = groups.filter(
      (g) =>
        // A try still being checked may yet go either way: it counts against both limits.
        (Number(g.succeeded) === TRYING ||
          (Number(g.succeeded) === SUCCEEDED) === (outcome === 'succeeded')) &&
        (!match.account || yes(g.this_account)) &&
        (!match.address || yes(g.this_address)) &&
        yes(g.this_device) === Boolean(match.device),
    );
    const oldest = rows.map((r) => r.oldest).filter((o) => o !== null);
    return { n: rows.reduce((n, r) => n + Number(r.n), 0), oldest: oldest.sort()[0] ?? null };
  };
  return count;
}

/**
 * Takes a password try for `accountKey` from `ip`, from the known browser `device` (the nonce of
 * its valid device cookie) or an unknown one, or says how long until one is allowed. The try
 * is recorded as TRYING before the password is checked; the check then calls
 * `recordLoginSuccess` or `recordLoginFailure`.
 */
export async function takeLoginTry(
  db: Kysely<Database>,
  accountKey: string,
  ip: string,
  device: string | undefined,
  now = new Date(),
): Promise<LoginTry> {
  const since = nowIso(new Date(now.getTime() - LOGIN_WINDOW_MS));
  return withKeyLocks(db, [`login account ${accountKey}`, `login ip ${ip}`], async (tx) => {
    const count = await recentAttempts(tx, accountKey, ip, device, since);
    // A known browser that keeps failing may be a thief's: it is then a stranger like any other.
    const known =
      device !== undefined &&
      count({ account: true, device: true }, 'failed').n < MAX_FAILURES_PER_DEVICE;
    const limits: Array<[Count, number]> = known
      ? [[count({ account: true, device: true }, 'succeeded'), MAX_LOGINS_PER_ACCOUNT_AND_ADDRESS]]
      : [
          [count({ account: true, address: true }, 'failed'), MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS],
          [count({ address: true }, 'failed'), MAX_FAILURES_PER_ADDRESS],
          [count({ account: true }, 'succeeded'), MAX_LOGINS_PER_ACCOUNT],
          [
            count({ account: true, address: true }, 'succeeded'),
            MAX_LOGINS_PER_ACCOUNT_AND_ADDRESS,
          ],
        ];
    const full = limits.find(([c, max]) => c.n >= max);
    if (full) {
      const freeAt = Date.parse(full[0].oldest!) + LOGIN_WINDOW_MS;
      return { refusedForSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
    }
    const row = await tx
      .insertInto('login_attempts')
      .values({
        account_key: accountKey,
        ip,
        succeeded: TRYING,
        device: known ? device : null,
        created_at: nowIso(now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const delayMs = known ? 0 : accountDelayMs(count({ account: true }, 'failed').n);
    return { attemptId: row.id, delayMs, device, known };
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
 * The try was the right password. The browser's own failures on this account were the owner's
 * typos and are forgiven: those of its device cookie, and, when it was counted as unknown,
 * those its address made without one. Failures from elsewhere stay, so an attacker's count does
 * not start again each time the owner signs in. Tries still being checked are left to finish
 * and count as themselves. Under the tries' own locks: parallel sign-ins of one account
 * deleting the same rows deadlocked on PostgreSQL.
 */
export async function recordLoginSuccess(
  db: Kysely<Database>,
  { attemptId, device, known }: TakenTry,
  accountKey: string,
  ip: string,
): Promise<void> {
  await withKeyLocks(db, [`login account ${accountKey}`, `login ip ${ip}`], async (tx) => {
    await tx
      .deleteFrom('login_attempts')
      .where('account_key', '=', accountKey)
      .where('succeeded', '=', FAILED)
      .where((eb) =>
        eb.or([
          ...(device === undefined ? [] : [eb('device', '=', device)]),
          ...(known ? [] : [eb.and([eb('ip', '=', ip), eb('device', 'is', null)])]),
        ]),
      )
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
