import type { Kysely } from 'kysely';
import { NO_SUCH_CERTIFICATE } from '../../domain/certificates/certificate-number.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { User } from '../auth/sessions.ts';
import { nowIso } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { DeliveryMailSettings } from '../mail/session-change-mails.ts';
import { certificateRestoredMail } from './certificate-mails.ts';
import { certificateByNumber, type CertificateRow } from './certificate-records.ts';

/**
 * Undoes a revocation made by mistake, with why: one transaction with its audit row and the
 * learner's mail. The certificate's bit in the status list is read from `revoked_at`, so it is
 * clear from the list's next build; the public page and the credential are valid again at once.
 * A certificate that is not revoked is a 409.
 */
export async function restoreCertificate(
  db: Kysely<Database>,
  actor: User,
  number: string,
  reason: string,
  mail: DeliveryMailSettings,
): Promise<CertificateRow> {
  return db.transaction().execute(async (tx) => {
    const certificate = await certificateByNumber(tx, number);
    if (!certificate) throw new HttpError(404, NO_SUCH_CERTIFICATE);
    const restored = await tx
      .updateTable('certificates')
      .set({ revoked_at: null, revoked_reason: null, revoked_by: null })
      .where('id', '=', certificate.id)
      .where('revoked_at', 'is not', null)
      .executeTakeFirst();
    if (restored.numUpdatedRows === 0n) {
      throw new HttpError(409, 'This certificate is not revoked.');
    }
    const at = nowIso();
    await recordAudit(tx, actor, {
      action: 'certificate.restore',
      recordType: 'certificate',
      recordId: number,
      changes: [
        { field: 'revoked_at', before: certificate.revoked_at, after: null },
        { field: 'revoked_reason', before: certificate.revoked_reason, after: null },
        { field: 'restore_reason', before: null, after: reason },
      ],
    });
    const learner = await tx
      .selectFrom('users')
      .select('email')
      .where('id', '=', certificate.user_id)
      .executeTakeFirstOrThrow();
    const row = { ...certificate, revoked_at: null, revoked_reason: null, revoked_by: null };
    await enqueueMail(tx, certificateRestoredMail(row, at, learner.email, mail));
    return row;
  });
}
