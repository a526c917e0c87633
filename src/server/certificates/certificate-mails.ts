import { formatCertificateDay, revokedWords } from '../../domain/certificates/certificates.ts';
import { printableLine } from '../../domain/printable-text.ts';
import type { OutgoingMail } from '../mail/outbox.ts';
import type { DeliveryMailSettings } from '../mail/session-change-mails.ts';
import { renderMail } from '../mail/templates.ts';
import type { CertificateRow } from './certificate-records.ts';

/** The certificate's public page: what the learner shares and anyone can check. */
export const certificatePageUrl = (publicOrigin: string, number: string) =>
  `${publicOrigin}/certificates/${number}`;

/** The PDF, for its learner (signed in) and staff. */
export const certificatePdfPath = (number: string) => `/api/certificates/${number}/certificate.pdf`;

const programWords = (c: CertificateRow) => `${c.program} (${c.plan})`;

export function certificateIssuedMail(
  certificate: CertificateRow,
  to: string,
  s: DeliveryMailSettings,
): OutgoingMail {
  const page = certificatePageUrl(s.publicOrigin, certificate.number);
  return {
    dedupeKey: `certificate-${certificate.number}-issued`,
    to,
    replyTo: s.enquiryInbox,
    ...renderMail({
      sender: s.sender,
      subject: `Your certificate for ${certificate.program}`,
      heading: `Congratulations, ${printableLine(certificate.learner_name)}!`,
      paragraphs: [
        `You have completed ${programWords(certificate)}, and here is your certificate of completion.`,
        `Download it as a PDF (sign in first): ${s.publicOrigin}${certificatePdfPath(certificate.number)}`,
        `Anyone can check it at its public page, which you can share or add to your LinkedIn profile from your learning space: ${page}`,
      ],
      details: [
        ['Certificate', certificate.number],
        ['Program', programWords(certificate)],
        ['Completed on', formatCertificateDay(certificate.completed_on)],
      ],
    }),
  };
}

export function certificateRevokedMail(
  certificate: CertificateRow & { revoked_at: string; revoked_reason: string },
  revokedOn: string,
  to: string,
  s: DeliveryMailSettings,
): OutgoingMail {
  return {
    // One per revocation: a certificate revoked again after a restore is mailed again.
    dedupeKey: `certificate-${certificate.number}-revoked-${certificate.revoked_at}`,
    to,
    replyTo: s.enquiryInbox,
    ...renderMail({
      sender: s.sender,
      subject: `Your certificate for ${certificate.program} was revoked`,
      heading: `Hello ${printableLine(certificate.learner_name)}, your certificate was revoked`,
      paragraphs: [
        `${revokedWords({ on: revokedOn, reason: certificate.revoked_reason })}.`,
        `Its public page now says so: ${certificatePageUrl(s.publicOrigin, certificate.number)}`,
        'If you think this is a mistake, reply to this email.',
      ],
      details: [
        ['Certificate', certificate.number],
        ['Program', programWords(certificate)],
      ],
    }),
  };
}

/** A revocation made by mistake was undone: the certificate is valid again. */
export function certificateRestoredMail(
  certificate: CertificateRow,
  restoredAt: string,
  to: string,
  s: DeliveryMailSettings,
): OutgoingMail {
  return {
    dedupeKey: `certificate-${certificate.number}-restored-${restoredAt}`,
    to,
    replyTo: s.enquiryInbox,
    ...renderMail({
      sender: s.sender,
      subject: `Your certificate for ${certificate.program} is valid again`,
      heading: `Hello ${printableLine(certificate.learner_name)}, your certificate is valid again`,
      paragraphs: [
        'We revoked your certificate by mistake and have undone it: it is valid, and checks as valid for anyone who verifies it.',
        `Its public page: ${certificatePageUrl(s.publicOrigin, certificate.number)}`,
      ],
      details: [
        ['Certificate', certificate.number],
        ['Program', programWords(certificate)],
      ],
    }),
  };
}
