import { recordId } from '../delivery/fields.ts';
import { apiErrorSchema } from '../errors.ts';
import { z } from '../zod.ts';

export const REVOKE_REASON_MIN = 5;
export const REVOKE_REASON_MAX = 500;

export const conditionSchema = z.object({
  key: z.enum(['modules', 'final-project', 'attendance', 'cohort-over']),
  met: z.boolean(),
  words: z.string(),
});
export const completionSchema = z.object({
  met: z.boolean(),
  conditions: z.array(conditionSchema),
});

/**
 * A certificate's learner name once its learner deleted their account: the certificate stays
 * valid (its number, its signed credential and the revocation list), only the name goes.
 */
export const NAME_REMOVED = "Name removed at the holder's request";

/** Whom a sentence says a certificate was issued to: its learner, or its holder once unnamed. */
export const certifiedPerson = (learnerName: string) =>
  learnerName === NAME_REMOVED ? 'the holder (name removed at their request)' : learnerName;

/** When (IST date) and why a certificate was revoked. */
export const revocationSchema = z.object({ on: z.string(), reason: z.string() });

/** GET /api/certificates/:number — what anyone holding the number may read. */
export const publicCertificateSchema = z.object({
  number: z.string(),
  learner_name: z.string(),
  program: z.string(),
  plan: z.string(),
  /** IST date. */
  completed_on: z.string(),
  issued_at: z.string(),
  /** The business that issued it. */
  issuer_name: z.string(),
  /** The staff member who issued it. */
  issued_by_name: z.string(),
  mentor_name: z.string(),
  revoked: revocationSchema.nullable(),
  page_url: z.string(),
});
export type PublicCertificate = z.infer<typeof publicCertificateSchema>;

/** A certificate as its learner's space shows it. */
export const learnerCertificateSchema = z.object({
  number: z.string(),
  program: z.string(),
  plan: z.string(),
  completed_on: z.string(),
  page_url: z.string(),
  pdf_url: z.string(),
  revoked: revocationSchema.nullable(),
});
export type LearnerCertificate = z.infer<typeof learnerCertificateSchema>;

/** The 'Your certificate' part of GET /api/learn/:program/. */
export const learnerCertificateStateSchema = z.object({
  completion: completionSchema,
  issued: learnerCertificateSchema.nullable(),
});
export type LearnerCertificateState = z.infer<typeof learnerCertificateStateSchema>;

/** A certificate as the console lists it beside its learner. */
export const issuedCertificateSchema = z.object({
  number: z.string(),
  completed_on: z.string(),
  issued_by_name: z.string(),
  revoked: revocationSchema.nullable(),
  pdf_url: z.string(),
});
export type IssuedCertificate = z.infer<typeof issuedCertificateSchema>;

/** One enrolment's completion and certificate, for staff. */
export const enrolmentCertificateSchema = z.object({
  enrolment_id: z.number().int(),
  learner_id: z.number().int(),
  name: z.string(),
  program: z.string(),
  plan: z.string(),
  completion: completionSchema,
  certificate: issuedCertificateSchema.nullable(),
});
export type EnrolmentCertificate = z.infer<typeof enrolmentCertificateSchema>;

/** GET /api/cohorts/:id/certificates/ and GET /api/cohorts/learners/:learnerId/certificates/ */
export const enrolmentCertificatesSchema = z.object({
  results: z.array(enrolmentCertificateSchema),
});

export const enrolmentParamsSchema = z.object({
  enrolmentId: recordId('There is no such enrolment.'),
});
export const learnerCertificatesParamsSchema = z.object({
  learnerId: recordId('There is no such learner.'),
});

/** A refused issue: the conditions not met, or the certificate already issued. */
export const issueRefusalSchema = apiErrorSchema.extend({
  unmet: z.array(z.string()).optional(),
  number: z.string().optional(),
});

/** POST /api/cohorts/:id/certificates/ — who got one and who was left out, and why. */
export const bulkIssueSchema = z.object({
  issued: z.array(z.object({ name: z.string(), number: z.string() })),
  skipped: z.array(z.object({ name: z.string(), reason: z.string() })),
});
export type BulkIssue = z.infer<typeof bulkIssueSchema>;

/** POST /api/cohorts/certificates/:number/revoke/ */
export const revokeCertificateSchema = z.object({
  reason: z
    .string({ error: 'Say why the certificate is revoked.' })
    .trim()
    .min(REVOKE_REASON_MIN, {
      error: `Say why the certificate is revoked, in at least ${REVOKE_REASON_MIN} characters.`,
    })
    .max(REVOKE_REASON_MAX, {
      error: `Keep the reason under ${REVOKE_REASON_MAX} characters.`,
    }),
});
export type RevokeCertificate = z.infer<typeof revokeCertificateSchema>;

/** POST /api/cohorts/certificates/:number/restore/: a revocation undone, and why. */
export const restoreCertificateSchema = z.object({
  reason: z
    .string({ error: 'Say why the revocation is undone.' })
    .trim()
    .min(REVOKE_REASON_MIN, {
      error: `Say why the revocation is undone, in at least ${REVOKE_REASON_MIN} characters.`,
    })
    .max(REVOKE_REASON_MAX, {
      error: `Keep the reason under ${REVOKE_REASON_MAX} characters.`,
    }),
});

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** '3 Dec 2026' from an IST date 'YYYY-MM-DD'. */
export function formatCertificateDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} ${MONTHS[month - 1]} ${year}`;
}

/** 'Revoked on 3 Dec 2026 because …': how every page and the PDF say it. */
export const revokedWords = (revoked: { on: string; reason: string }) =>
  `Revoked on ${formatCertificateDay(revoked.on)} because ${revoked.reason}`;
