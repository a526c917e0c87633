import type { Transaction } from 'kysely';
import type { User } from '../auth/sessions.ts';
import type { Database } from '../db/schema.ts';
import { recordAudit } from './audit-log.ts';

/**
 * One audit row per invitation revoked as a side effect of another change (a newer invitation,
 * an accepted one, a removal), saying why, in that change's transaction.
 */
export async function auditRevokedInvitations(
  tx: Transaction<Database>,
  actor: Pick<User, 'id' | 'username'>,
  invitationIds: number[],
  reason: string,
): Promise<void> {
  for (const id of invitationIds) {
    await recordAudit(tx, actor, {
      action: 'team.revoke-invitation',
      recordType: 'invitation',
      recordId: id,
      changes: [
        { field: 'revoked', before: false, after: true },
        { field: 'reason', before: null, after: reason },
      ],
    });
  }
}
