import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import { recordAudit } from '../audit/audit-log.ts';
import type { User } from '../auth/sessions.ts';
import { nowIso } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { keyOf } from './users.ts';

export interface Reclaimed {
  newName: string;
  reviewsHeld: number;
  /** The photo file to remove once the change is committed. */
  oldPhoto: string | null;
}

/**
 * A reset has just proved the address of an account that never proved it, from a browser that
 * did not set the account up: whoever did may have been a stranger holding the address. What
 * they wrote under it goes: the name (a neutral one replaces it), phone and photo. Their reviews
 * keep the name they were written under, leave the account and wait, hidden, for the team.
 */
export async function reclaimAddress(tx: Transaction<Database>, user: User): Promise<Reclaimed> {
  const now = nowIso();
  const newName = await freeLearnerName(tx);
  await tx
    .updateTable('users')
    .set({
      username: newName,
      username_key: keyOf(newName),
      phone: '',
      photo_path: null,
      updated_at: now,
    })
    .where('id', '=', user.id)
    .execute();
  const held = await tx
    .updateTable('program_reviews')
    .set((eb) => ({ user_id: null, hidden_at: eb.fn.coalesce('hidden_at', eb.val(now)) }))
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  const reviewsHeld = Number(held.numUpdatedRows);
  await recordAudit(
    tx,
    { id: user.id, username: newName },
    {
      action: 'user.reclaim-address',
      recordType: 'user',
      recordId: user.id,
      changes: [
        { field: 'username', before: user.username, after: newName },
        { field: 'phone', before: user.phone, after: '' },
        { field: 'photo_path', before: user.photo_path, after: null },
        { field: 'reviews_held', before: 0, after: reviewsHeld },
      ],
    },
  );
  return { newName, reviewsHeld, oldPhoto: user.photo_path };
}

/** 'Learner 4821', with digits until it is free. */
async function freeLearnerName(tx: Transaction<Database>): Promise<string> {
  for (let digits = 4; ; digits++) {
    const name = `Learner ${crypto.randomInt(10 ** (digits - 1), 10 ** digits)}`;
    const taken = await tx
      .selectFrom('users')
      .select('id')
      .where('username_key', '=', keyOf(name))
      .executeTakeFirst();
    if (!taken) return name;
  }
}
