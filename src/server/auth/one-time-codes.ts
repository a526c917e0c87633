import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso } from '../db/database.ts';
import type { CodePurpose, Database } from '../db/schema.ts';
import { withKeyLocks } from '../repositories/users.ts';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_WRONG_TRIES = 5;
export const MAX_SENDS = 3;
export const SEND_WINDOW_MS = 15 * 60 * 1000;

/** The HMAC key, made on first use and kept in the database so every instance shares it. */
async function codeKey(db: Kysely<Database>): Promise<Buffer> {
  const read = () =>
    db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', 'one-time-code-key')
      .executeTakeFirst();
  let row = await read();
  if (!row) {
    await db
      .insertInto('server_secrets')
      .values({ name: 'one-time-code-key', value: crypto.randomBytes(32).toString('base64') })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    row = await read();
  }
  return Buffer.from(row!.value, 'base64');
}

const hmac = (key: Buffer, userId: number, purpose: CodePurpose, target: string, code: string) =>
  crypto
    .createHmac('sha256', key)
    .update(`${userId}\n${purpose}\n${target}\n${code}`)
    .digest('base64url');

/** How many codes this account was sent in the window, and when the next may go. */
async function sendsInWindow(db: Kysely<Database>, userId: number) {
  const since = nowIso(new Date(Date.now() - SEND_WINDOW_MS));
  const rows = await db
    .selectFrom('code_sends')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .orderBy('created_at')
    .execute();
  const oldest = rows[0]?.created_at;
  const retryAfterSeconds = oldest
    ? Math.max(1, Math.ceil((Date.parse(oldest) + SEND_WINDOW_MS - Date.now()) / 1000))
    : 0;
  return { count: rows.length, retryAfterSeconds };
}

export type IssuedCode =
  { code: string; verificationId: number } | { code?: undefined; retryAfterSeconds: number };

/**
 * Makes a new 6-digit code for this account, purpose and target, replacing any earlier one,
 * unless the account has had its 3 codes in 15 minutes. Returns the code to mail; only its
 * HMAC is stored.
 */
export async function issueCode(
  db: Kysely<Database>,
  userId: number,
  purpose: CodePurpose,
  target: string,
): Promise<IssuedCode> {
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
  const key = await codeKey(db);
  // Counting and recording the send under one lock: parallel requests cannot all see room.
  return withKeyLocks(db, [`code-sends ${userId}`], async (tx) => {
    const sends = await sendsInWindow(tx, userId);
    if (sends.count >= MAX_SENDS) return { retryAfterSeconds: sends.retryAfterSeconds };
    const now = Date.now();
    await tx
      .deleteFrom('verifications')
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .execute();
    await tx
      .insertInto('code_sends')
      .values({ user_id: userId, created_at: nowIso(new Date(now)) })
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
    return { code, verificationId: row.id };
  });
}

export type CodeCheck = 'ok' | 'wrong' | 'expired';

/**
 * Checks a code: a right one is used up; every try counts, and after the fifth wrong one the
 * code is void. 'expired' also covers "never issued", "already used" and "voided".
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
  // A void code need not wait for its expiry to go.
  await db
    .deleteFrom('verifications')
    .where('id', '=', row.id)
    .where('attempts', '>=', MAX_WRONG_TRIES)
    .execute();
  return 'wrong';
}
