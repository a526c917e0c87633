import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { CODE_TTL_MS } from '../../domain/retention.ts';
import { nowIso } from '../db/database.ts';
import type { CodePurpose, Database } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { enqueueMail, type OutgoingMail } from '../mail/outbox.ts';
import { withKeyLocks } from '../repositories/users.ts';
import { serverSecret } from './server-secrets.ts';

export const MAX_WRONG_TRIES = 5;
/** Wrong codes an account may be given in a day, across every code it is sent. */
export const MAX_WRONG_CODES_PER_DAY = 20;
/**
 * Sends are limited per (account, address) and per address; the account only has a cool-down
 * between sends of one purpose, so a stranger asking for its codes cannot use up the owner's,
 * and the code that proved a new address does not hold up the next one.
 */
export const SEND_COOL_DOWN_MS = 60 * 1000;
export const MAX_SENDS_PER_ACCOUNT_AND_ADDRESS = 3;
export const ACCOUNT_AND_ADDRESS_WINDOW_MS = 15 * 60 * 1000;
export const MAX_SENDS_PER_ADDRESS = 10;
export const ADDRESS_WINDOW_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The codes' HMAC key, under the name it has always had: codes already sent still check. */
const codeKey = (db: Kysely<Database>) => serverSecret(db, 'one-time-code-key');

const hmac = (key: Buffer, userId: number, purpose: CodePurpose, target: string, code: string) =>
  crypto
    .createHmac('sha256', key)
    .update(`${userId}\n${purpose}\n${target}\n${code}`)
    .digest('base64url');

/** Seconds until a send for this purpose is allowed for this account from this address; 0 when it is now. */
async function secondsUntilSendAllowed(
  db: Kysely<Database>,
  userId: number,
  purpose: CodePurpose,
  ip: string,
  now: number,
): Promise<number> {
  const since = nowIso(new Date(now - ADDRESS_WINDOW_MS));
  const sends = await db
    .selectFrom('code_sends')
    .select(['user_id', 'ip', 'purpose', 'created_at'])
    .where('created_at', '>', since)
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('ip', '=', ip)]))
    .orderBy('created_at')
    .execute();
  const at = (s: { created_at: string }) => Date.parse(s.created_at);
  const waits: number[] = [];
  const last = sends.filter((s) => s.user_id === userId && s.purpose === purpose).at(-1);
  if (last) waits.push(at(last) + SEND_COOL_DOWN_MS);
  const mine = sends.filter(
    (s) => s.user_id === userId && s.ip === ip && at(s) > now - ACCOUNT_AND_ADDRESS_WINDOW_MS,
  );
  if (mine.length >= MAX_SENDS_PER_ACCOUNT_AND_ADDRESS)
    waits.push(
      at(mine[mine.length - MAX_SENDS_PER_ACCOUNT_AND_ADDRESS]!) + ACCOUNT_AND_ADDRESS_WINDOW_MS,
    );
  const fromAddress = sends.filter((s) => s.ip === ip);
  if (fromAddress.length >= MAX_SENDS_PER_ADDRESS)
    waits.push(at(fromAddress[fromAddress.length - MAX_SENDS_PER_ADDRESS]!) + ADDRESS_WINDOW_MS);
  const until = Math.max(now, ...waits);
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

/** Whose code, for what, and who asked for it (for the per-address send limits). */
export interface CodeFor {
  userId: number;
  purpose: CodePurpose;
  /** What the code will prove (an email key); checked again when it is used. */
  target: string;
  ip: string;
}

export type IssuedCode =
  { code: string; verificationId: number } | { code?: undefined; retryAfterSeconds: number };

/**
 * Makes a new 6-digit code for this account, purpose and target, replacing any earlier one,
 * within the send limits for the account and the asking address `ip`, and queues the mail
 * `mailFor` writes with it in the same transaction: a code exists exactly when its mail does.
 * Only the code's HMAC is stored.
 */
export async function issueCode(
  db: Kysely<Database>,
  { userId, purpose, target, ip }: CodeFor,
  mailFor: (code: string, verificationId: number) => OutgoingMail,
): Promise<IssuedCode> {
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
  const key = await codeKey(db);
  // Counting and recording the send under one lock: parallel requests cannot all see room.
  return withKeyLocks(db, [`code-sends ${userId}`, `code-sends ip ${ip}`], async (tx) => {
    const now = Date.now();
    const retryAfterSeconds = await secondsUntilSendAllowed(tx, userId, purpose, ip, now);
    if (retryAfterSeconds > 0) return { retryAfterSeconds };
    await tx
      .deleteFrom('verifications')
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .execute();
    await tx
      .insertInto('code_sends')
      .values({ user_id: userId, ip, purpose, created_at: nowIso(new Date(now)) })
      .execute();
    const row = await tx
      .insertInto('verifications')
      .values({
        user_id: userId,
        purpose,
        target,
        code_hash: hmac(key, userId, purpose, target, code),
        attempts: 0,
        expires_at: nowIso(new Date(now + CODE_TTL_MS)),
        created_at: nowIso(new Date(now)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueueMail(tx, mailFor(code, row.id));
    return { code, verificationId: row.id };
  });
}

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'too-many-today';

/**
 * Checks a code: a right one is used up; every try counts, and after the fifth wrong one the
 * code is void. 'expired' also covers "never issued", "already used" and "voided". After 20
 * wrong codes in a day the account takes no more: slow guessing over many codes cannot win.
 */
export async function consumeCode(
  db: Kysely<Database>,
  userId: number,
  purpose: CodePurpose,
  target: string,
  code: string,
): Promise<CodeCheck> {
  const row = await db
    .selectFrom('verifications')
    .select(['id', 'code_hash', 'target', 'expires_at'])
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row || row.expires_at <= nowIso() || row.target !== target) return 'expired';
  const wrongToday = await db
    .selectFrom('code_failures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', nowIso(new Date(Date.now() - DAY_MS)))
    .executeTakeFirstOrThrow();
  if (Number(wrongToday.n) >= MAX_WRONG_CODES_PER_DAY) return 'too-many-today';
  // The try is taken in the database before the code is compared, one statement that either
  // counts it or finds none left: parallel guesses cannot all read the same count.
  const taken = await db
    .updateTable('verifications')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('attempts', '<', MAX_WRONG_TRIES)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) return 'expired';
  const expected = Buffer.from(row.code_hash);
  const given = Buffer.from(hmac(await codeKey(db), userId, purpose, target, code.trim()));
  if (expected.length === given.length && crypto.timingSafeEqual(expected, given)) {
    // Deleting by id and counting the rows makes a code good for one use even when two
    // requests race with it.
    const deleted = await db
      .deleteFrom('verifications')
      .where('id', '=', row.id)
      .executeTakeFirst();
    return Number(deleted.numDeletedRows) === 1 ? 'ok' : 'expired';
  }
  await db.insertInto('code_failures').values({ user_id: userId, created_at: nowIso() }).execute();
  // A void code need not wait for its expiry to go.
  await db
    .deleteFrom('verifications')
    .where('id', '=', row.id)
    .where('attempts', '>=', MAX_WRONG_TRIES)
    .execute();
  return 'wrong';
}

/** What the person is told when a code is not accepted. */
export function codeCheckError(check: Exclude<CodeCheck, 'ok'>): HttpError {
  switch (check) {
    case 'wrong':
      return new HttpError(400, 'That code is not right. Check the email and try again.');
    case 'expired':
      return new HttpError(400, 'That code has expired or was already used. Ask for a new one.');
    case 'too-many-today':
      return new HttpError(
        429,
        'Too many wrong codes today. Try again tomorrow, or sign in with your password.',
        { 'retry-after': String(24 * 60 * 60) },
      );
  }
}
