import type { Transaction } from 'kysely';
import { sameAddress } from '../../domain/email-addresses.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { nowIso } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { User } from './sessions.ts';

/**
 * The account has just shown it receives mail at its address (a mailed code, a completed reset,
 * an invitation link). When that address is ADMIN_EMAIL, the account becomes the owner: proof of
 * the address, never the sign-up alone, grants the role.
 */
export async function recordEmailProved(
  tx: Transaction<Database>,
  user: User,
  adminEmail: string | undefined,
): Promise<{ becameOwner: boolean }> {
  const now = nowIso();
  const becameOwner = !!adminEmail && sameAddress(user.email, adminEmail) && user.role !== 'owner';
  await tx
    .updateTable('users')
    .set({ email_verified_at: now, ...(becameOwner ? { role: 'owner' as const } : {}) })
    .where('id', '=', user.id)
    .execute();
  if (becameOwner) {
    await recordAudit(tx, user, {
      action: 'user.claim-owner',
      recordType: 'user',
      recordId: user.id,
      changes: [{ field: 'role', before: user.role, after: 'owner' }],
    });
  }
  return { becameOwner };
}
