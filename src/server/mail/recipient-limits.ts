import type { Kysely } from 'kysely';
import { mailboxKey } from '../../domain/email-addresses.ts';
import { nowIso } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { keyOf, withKeyLocks } from '../repositories/users.ts';

/** Mail to an address no account has: a stranger typed it, so the site sends it little. */
export const DAILY_MAILS_TO_UNKNOWN_ADDRESS = 3;
/** Mail any form sends to one typed address in an hour, account or not. */
export const HOURLY_MAILS_TO_ADDRESS = 5;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Takes one message's share of what the site may send to an address someone typed into a form
 * (not the staff inbox, not an account's own verified address). False when the address has had
 * its share: the caller then does not send, or refuses with 429.
 */
export async function takeRecipientSend(db: Kysely<Database>, address: string): Promise<boolean> {
  // Counted per mailbox: 'Name+1@…', 'name+2@…' and 'name@…' all reach one inbox.
  const key = mailboxKey(address);
  return withKeyLocks(db, [`recipient-sends ${key}`], async (tx) => {
    const now = Date.now();
    const sends = await tx
      .selectFrom('recipient_sends')
      .select('created_at')
      .where('address_key', '=', key)
      .where('created_at', '>', nowIso(new Date(now - DAY_MS)))
      .execute();
    const lastHour = sends.filter((s) => Date.parse(s.created_at) > now - HOUR_MS).length;
    if (lastHour >= HOURLY_MAILS_TO_ADDRESS) return false;
    if (sends.length >= DAILY_MAILS_TO_UNKNOWN_ADDRESS) {
      const account = await tx
        .selectFrom('users')
        .select('id')
        .where('email_key', '=', keyOf(address))
        .executeTakeFirst();
      if (!account) return false;
    }
    await tx
      .insertInto('recipient_sends')
      .values({ address_key: key, created_at: nowIso(new Date(now)) })
      .execute();
    return true;
  });
}
