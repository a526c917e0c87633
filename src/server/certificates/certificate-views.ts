import type {
  IssuedCertificate,
  LearnerCertificate,
  PublicCertificate,
} from '../../domain/certificates/certificates.ts';
import { istDay } from '../../domain/india-time.ts';
import { printableLine } from '../../domain/printable-text.ts';
import type { Config } from '../config.ts';
import { certificatePageUrl, certificatePdfPath } from './certificate-mails.ts';
import type { CertificateDocument } from './certificate-pdf.ts';
import type { CertificateRow } from './certificate-records.ts';

// Names go out as printable lines: one kept from before the name rules may hold a bidi control
// or a line break, which would reorder or split what the page and the PDF say.

const revocationOf = (row: CertificateRow) =>
  row.revoked_at ? { on: istDay(row.revoked_at), reason: row.revoked_reason ?? '' } : null;

/** What anyone holding the number reads on the public page. */
export const publicCertificate = (row: CertificateRow, config: Config): PublicCertificate => ({
  number: row.number,
  learner_name: printableLine(row.learner_name),
  program: row.program,
  plan: row.plan,
  completed_on: row.completed_on,
  issued_at: row.issued_at,
  issuer_name: config.identity.siteName,
  issued_by_name: printableLine(row.issued_by_name),
  mentor_name: printableLine(row.mentor_name),
  revoked: revocationOf(row),
  page_url: certificatePageUrl(config.publicOrigin, row.number),
});

export const issuedCertificate = (row: CertificateRow): IssuedCertificate => ({
  number: row.number,
  completed_on: row.completed_on,
  issued_by_name: row.issued_by_name,
  revoked: revocationOf(row),
  pdf_url: certificatePdfPath(row.number),
});

/** The learner's own view: the PDF and the page to share (and to add to LinkedIn). */
export const learnerCertificate = (
  row: CertificateRow,
  publicOrigin: string,
): LearnerCertificate => ({
  number: row.number,
  program: row.program,
  plan: row.plan,
  completed_on: row.completed_on,
  page_url: certificatePageUrl(publicOrigin, row.number),
  pdf_url: certificatePdfPath(row.number),
  revoked: revocationOf(row),
});

export const certificateDocument = (row: CertificateRow, config: Config): CertificateDocument => ({
  siteName: config.identity.siteName,
  number: row.number,
  learnerName: printableLine(row.learner_name),
  program: row.program,
  plan: row.plan,
  completedOn: row.completed_on,
  mentorName: printableLine(row.mentor_name),
  issuedByName: printableLine(row.issued_by_name),
  issuedAt: row.issued_at,
  pageUrl: certificatePageUrl(config.publicOrigin, row.number),
  revoked: revocationOf(row),
});
