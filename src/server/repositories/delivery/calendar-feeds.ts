import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** A feed's token: 32 random bytes, base64url; the whole secret of the feed's address. */
export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export async function calendarFeedToken(db: Executor, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('calendar_feeds')
    .select('token')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.token ?? null;
}

/** A new address for the learner's feed; the old one, if any, stops working at once. */
export async function renewCalendarFeed(db: Executor, userId: number, at: string): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, token, created_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ token, created_at: at }))
    .execute();
  return token;
}

export async function dropCalendarFeed(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
}

/** The account a feed belongs to; undefined for an unknown (or revoked) token. */
export async function feedOwner(db: Executor, token: string): Promise<number | undefined> {
  if (!FEED_TOKEN.test(token)) return undefined;
  const row = await db
    .selectFrom('calendar_feeds as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .select('u.id')
    .where('f.token', '=', token)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.id;
}
