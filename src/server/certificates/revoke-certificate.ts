import type { Kysely } from 'kysely';
import { NO_SUCH_CERTIFICATE } from '../../domain/certificates/certificate-number.ts';
import { formatCertificateDay } from '../../domain/certificates/certificates.ts';
import { istDay } from '../../domain/india-time.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { User } from '../auth/sessions.ts';
import { nowIso } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { DeliveryMailSettings } from '../mail/session-change-mails.ts';
import { certificateRevokedMail } from './certificate-mails.ts';
import { certificateByNumber, type CertificateRow } from './certificate-records.ts';

/**
 * Revokes a certificate, with its reason: one transaction with its audit row and the learner's
 * mail. The public page says so from the next request on. A second revocation is a 409.
 */
export async function revokeCertificate(
  db: Kysely<Database>,
  actor: User,
  number: string,
  reason: string,
  mail: DeliveryMailSettings,
): Promise<CertificateRow> {
  return db.transaction().execute(async (tx) => {
    const certificate = await certificateByNumber(tx, number);
    if (!certificate) throw new HttpError(404, NO_SUCH_CERTIFICATE);
    const at = nowIso();
    const revoked = await tx
      .updateTable('certificates')
      .set({ revoked_at: at, revoked_reason: reason, revoked_by: actor.id })
      .where('id', '=', certificate.id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (revoked.numUpdatedRows === 0n) {
      throw new HttpError(
        409,
        `This certificate was already revoked on ${formatCertificateDay(istDay(certificate.revoked_at ?? at))}.`,
      );
    }
    await recordAudit(tx, actor, {
      action: 'certificate.revoke',
      recordType: 'certificate',
      recordId: number,
      changes: [
        { field: 'revoked_at', before: null, after: at },
        { field: 'revoked_reason', before: null, after: reason },
      ],
    });
    const learner = await tx
      .selectFrom('users')
      .select('email')
      .where('id', '=', certificate.user_id)
      .executeTakeFirstOrThrow();
    const row = { ...certificate, revoked_at: at, revoked_reason: reason, revoked_by: actor.id };
    await enqueueMail(tx, certificateRevokedMail(row, istDay(at), learner.email, mail));
    return row;
  });
}
