import type { Kysely } from 'kysely';
import { RETENTION_MS } from '../../domain/retention.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { accountFailureKey } from '../auth/login-throttle.ts';
import type { Database } from '../db/schema.ts';

/**
 * Deletes learner accounts that never proved their address, a week after proof was asked, when
 * nothing hangs on them: no order, enrolment or review. Whoever signed up with an address that
 * is not theirs cannot keep it from its owner for ever. Each goes with its audit row, in one
 * transaction; returns the profile photos to delete once it has committed.
 */
export async function purgeUnprovedAccounts(
  db: Kysely<Database>,
  now: Date,
): Promise<{ removed: number; photos: string[] }> {
  const cutoff = new Date(now.getTime() - RETENTION_MS.unprovedAccounts).toISOString();
  return db.transaction().execute(async (tx) => {
    const doomed = await tx
      .selectFrom('users as u')
      .select(['u.id', 'u.photo_path'])
      .where('u.email_verified_at', 'is', null)
      .where('u.deleted_at', 'is', null)
      .where('u.role', '=', 'learner')
      .where('u.email_proof_asked_at', '<', cutoff)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('orders')
              .select('orders.id')
              .whereRef('orders.user_id', '=', 'u.id')
              .unionAll(
                selectFrom('enrolments')
                  .select('enrolments.id')
                  .whereRef('enrolments.user_id', '=', 'u.id'),
              )
              .unionAll(
                selectFrom('program_reviews')
                  .select('program_reviews.id')
                  .whereRef('program_reviews.user_id', '=', 'u.id'),
              ),
          ),
        ),
      )
      .execute();
    for (const user of doomed) {
      await tx
        .deleteFrom('login_attempts')
        .where('account_key', '=', accountFailureKey(user.id))
        .execute();
      // Sessions, codes, carts and the rest go with the row (ON DELETE CASCADE).
      await tx.deleteFrom('users').where('id', '=', user.id).execute();
      // The address is not kept: it may be a stranger's, typed by someone else.
      await recordAudit(tx, null, {
        action: 'user.purge-unproved',
        recordType: 'user',
        recordId: user.id,
        changes: [{ field: 'account', before: 'address never confirmed', after: 'deleted' }],
      });
    }
    return {
      removed: doomed.length,
      photos: doomed.flatMap((u) => (u.photo_path ? [u.photo_path] : [])),
    };
  });
}
