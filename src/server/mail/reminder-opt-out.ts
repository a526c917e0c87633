import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { serverSecret } from '../auth/server-secrets.ts';
import type { Database } from '../db/schema.ts';

const KEY = 'reminder-opt-out-key';

const signatureOf = async (db: Kysely<Database>, userId: number) =>
  crypto
    .createHmac('sha256', await serverSecret(db, KEY))
    .update(`reminders-off:${userId}`)
    .digest('base64url');

/**
 * The token a reminder's one-click unsubscribe link carries: the learner's id and its signature
 * with a key of the server's own. It only turns reminders off, so it never expires; a learner
 * turns them on again in their program space.
 */
export async function reminderOptOutToken(db: Kysely<Database>, userId: number): Promise<string> {
  return `${userId}.${await signatureOf(db, userId)}`;
}

/** The learner a token names, when its signature is the server's; undefined otherwise. */
export async function learnerOfOptOut(
  db: Kysely<Database>,
  token: string,
): Promise<number | undefined> {
  const match = /^(\d{1,10})\.([\w-]{43})$/.exec(token);
  if (!match) return undefined;
  const userId = Number(match[1]);
  const expected = Buffer.from(await signatureOf(db, userId));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
    ? userId
    : undefined;
}

/**
 * The headers of RFC 8058's one-click unsubscribe: mail apps show 'Unsubscribe' and POST
 * 'List-Unsubscribe=One-Click' to the address themselves.
 */
export const oneClickUnsubscribe = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** Where a reminder's unsubscribe header points: the token, and the program the mail is about. */
export const optOutUrl = (origin: string, token: string, programSlug: string) =>
  `${origin}/api/reminders/off/?${new URLSearchParams({ token, program: programSlug })}`;
