import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { CODE_TTL_MS } from '../../domain/retention.ts';
import { nowIso } from '../db/database.ts';
import type { CodePurpose, Database } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { enqueueMail, type OutgoingMail } from '../mail/outbox.ts';
import { withKeyLocks } from '../repositories/users.ts';
import type { CodeRequester } from './code-requester.ts';
import { serverSecret } from './server-secrets.ts';

export const MAX_WRONG_TRIES = 5;
/** Wrong codes an account may be given in a day by its own sessions, across every code. */
export const MAX_WRONG_CODES_PER_DAY = 20;
/** Wrong codes one requester (address group, or browser) may send in a day, to any account. */
export const MAX_WRONG_CODES_PER_REQUESTER_PER_DAY = 20;
/**
 * Reset codes an account is sent in a day with six digits; later ones have ten. Anyone may ask
 * for an account's reset codes, so guessing is bounded by the codes, not by refusing the
 * account: five tries at each of three short codes a day is a 1 in 66,000 chance, and ten-digit
 * codes put the rest out of reach, while the owner's own code always works.
 */
export const SHORT_RESET_CODES_PER_DAY = 3;
export const LONG_CODE_DIGITS = 10;
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

/**
 * Purposes anyone may ask a code for, knowing only the address: their codes belong to the
 * requester who asked. The others are asked for by a signed-in session, which is the account.
 */
const byRequester = (purpose: CodePurpose) => purpose === 'password-reset';

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
  requester: CodeRequester;
}

export type IssuedCode =
  { code: string; verificationId: number } | { code?: undefined; retryAfterSeconds: number };

/** A reset code after the day's short ones has ten digits. */
async function digitsFor(db: Kysely<Database>, { userId, purpose }: CodeFor, now: number) {
  if (!byRequester(purpose)) return 6;
  const sent = await db
    .selectFrom('code_sends')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', nowIso(new Date(now - DAY_MS)))
    .executeTakeFirstOrThrow();
  return Number(sent.n) >= SHORT_RESET_CODES_PER_DAY ? LONG_CODE_DIGITS : 6;
}

/** The codes a requester may try: every live one of the account's, or for a reset its own. */
function codesOf(db: Kysely<Database>, { userId, purpose, requester }: Omit<CodeFor, 'target'>) {
  let query = db
    .selectFrom('verifications')
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose);
  if (byRequester(purpose)) {
    const { ip, token } = requester;
    query = query.where((eb) =>
      eb.or([eb('requester_ip', '=', ip), ...(token ? [eb('requester_token', '=', token)] : [])]),
    );
  }
  return query;
}

/**
 * Makes a new code for this account, purpose and target, replacing any earlier one of the same
 * requester, within the send limits for the account and the asking address, and queues the mail
 * `mailFor` writes with it in the same transaction: a code exists exactly when its mail does.
 * Only the code's HMAC is stored.
 */
export async function issueCode(
  db: Kysely<Database>,
  codeFor: CodeFor,
  mailFor: (code: string, verificationId: number) => OutgoingMail,
): Promise<IssuedCode> {
  const { userId, purpose, target, requester } = codeFor;
  const key = await codeKey(db);
  // Counting and recording the send under one lock: parallel requests cannot all see room.
  return withKeyLocks(db, [`code-sends ${userId}`, `code-sends ip ${requester.ip}`], async (tx) => {
    const now = Date.now();
    const retryAfterSeconds = await secondsUntilSendAllowed(tx, userId, purpose, requester.ip, now);
    if (retryAfterSeconds > 0) return { retryAfterSeconds };
    const digits = await digitsFor(tx, codeFor, now);
    const code = crypto
      .randomInt(0, 10 ** Math.min(digits, 12))
      .toString()
      .padStart(digits, '0');
    const earlier = await codesOf(tx, codeFor).select('id').execute();
    if (earlier.length)
      await tx
        .deleteFrom('verifications')
        .where(
          'id',
          'in',
          earlier.map((v) => v.id),
        )
        .execute();
    await tx
      .insertInto('code_sends')
      .values({ user_id: userId, ip: requester.ip, purpose, created_at: nowIso(new Date(now)) })
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
        requester_ip: requester.ip,
        requester_token: requester.token ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueueMail(tx, mailFor(code, row.id));
    return { code, verificationId: row.id };
  });
}

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'too-many-today';

/**
 * Whether the requester (for a reset: its address group, and its browser) or the account (for a
 * signed-in purpose: its sessions) has had its day's wrong codes. A stranger's guesses at reset
 * codes never count against the account.
 */
async function outOfTries(db: Kysely<Database>, { userId, purpose, requester }: CodeFor) {
  const failures = db
    .selectFrom('code_failures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', '>', nowIso(new Date(Date.now() - DAY_MS)));
  const counts = byRequester(purpose)
    ? [
        failures.where('ip', '=', requester.ip).where('purpose', '=', purpose),
        ...(requester.token ? [failures.where('device', '=', requester.token)] : []),
      ]
    : [
        failures
          .where('user_id', '=', userId)
          .where((eb) => eb.or([eb('purpose', '!=', 'password-reset'), eb('purpose', 'is', null)])),
      ];
  const limit = byRequester(purpose)
    ? MAX_WRONG_CODES_PER_REQUESTER_PER_DAY
    : MAX_WRONG_CODES_PER_DAY;
  const found = await Promise.all(counts.map((q) => q.executeTakeFirstOrThrow()));
  return found.some((r) => Number(r.n) >= limit);
}

/**
 * Checks a code against the codes this requester may try: a right one is used up; every try
 * counts against each of them, and after the fifth wrong one a code is void. 'expired' also
 * covers "never issued", "already used", "voided" and "asked for by someone else". A requester
 * who sent 20 wrong codes in a day, and an account whose own sessions did, take no more that
 * day; a stranger's wrong guesses never refuse the owner's right code.
 */
export async function consumeCode(
  db: Kysely<Database>,
  codeFor: CodeFor & { code: string },
): Promise<CodeCheck> {
  const { userId, purpose, target, requester, code } = codeFor;
  const rows = await codesOf(db, codeFor)
    .select(['id', 'code_hash', 'target', 'expires_at'])
    .where('expires_at', '>', nowIso())
    .where('target', '=', target)
    .execute();
  if (!rows.length) return 'expired';
  if (await outOfTries(db, codeFor)) return 'too-many-today';
  // The try is taken in the database before the code is compared, one statement that either
  // counts it or finds none left: parallel guesses cannot all read the same count.
  const taken = await db
    .updateTable('verifications')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .where('attempts', '<', MAX_WRONG_TRIES)
    .returning('id')
    .execute();
  const open = rows.filter((r) => taken.some((t) => t.id === r.id));
  if (!open.length) return 'expired';
  const given = Buffer.from(hmac(await codeKey(db), userId, purpose, target, code.trim()));
  const right = open.find((r) => {
    const expected = Buffer.from(r.code_hash);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  });
  if (right) {
    // Deleting by id and counting the rows makes a code good for one use even when two
    // requests race with it.
    const deleted = await db
      .deleteFrom('verifications')
      .where('id', '=', right.id)
      .executeTakeFirst();
    return Number(deleted.numDeletedRows) === 1 ? 'ok' : 'expired';
  }
  await db
    .insertInto('code_failures')
    .values({
      user_id: userId,
      purpose,
      ip: requester.ip,
      device: requester.token ?? null,
      created_at: nowIso(),
    })
    .execute();
  // A void code need not wait for its expiry to go.
  await db
    .deleteFrom('verifications')
    .where(
      'id',
      'in',
      open.map((r) => r.id),
    )
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
