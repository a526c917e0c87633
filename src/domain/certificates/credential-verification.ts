import { z } from '../zod.ts';
import { certifiedPerson } from './certificates.ts';

/** Far more than any credential the site signs (about 2 KB); longer text is not one of ours. */
export const CREDENTIAL_MAX_LENGTH = 20_000;

export const verifyCredentialSchema = z.object({
  credential: z
    .string({ error: 'Paste the credential: the text of the .jwt file.' })
    .trim()
    .min(1, { error: 'Paste the credential: the text of the .jwt file.' })
    .max(CREDENTIAL_MAX_LENGTH, { error: 'This is longer than any credential we issue.' }),
});

export const NOT_A_CREDENTIAL =
  'This is not a credential: paste the whole text of the .jwt file (three parts joined by dots).';
export const NOT_OUR_SIGNATURE = 'Not genuine: the signature does not match our key.';

/** What the verifier found; `valid` is about the signature and issuer, `revoked` the list's bit. */
export const credentialVerificationSchema = z.object({
  valid: z.boolean(),
  revoked: z.boolean(),
  reason: z.string().optional(),
  certificate: z
    .object({
      number: z.string(),
      /** Its public page. */
      url: z.string(),
      learnerName: z.string(),
      /** '<program> (<plan>)'. */
      achievement: z.string(),
      issuerName: z.string(),
      /** ISO-8601 UTC. */
      issuedAt: z.string(),
      revokedAt: z.string().nullable(),
      revokedReason: z.string().nullable(),
    })
    .optional(),
});
export type CredentialVerification = z.infer<typeof credentialVerificationSchema>;

const istDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** '3 Dec 2026': the day in India. */
export const formatIndiaDate = (iso: string) => istDate.format(new Date(iso));

export interface VerificationWords {
  tone: 'success' | 'error';
  headline: string;
  detail?: string;
}

/** A reason typed as a sentence ('The project was copied.'), to follow 'because'. */
const inSentence = (reason: string) =>
  reason
    .trim()
    // 'The' becomes 'the'; 'UPI' and 'Asha' stay as typed.
    .replace(/^(The|This|It|A|An|Their|His|Her)\b/, (word) => word.toLowerCase())
    .replace(/[.!?]+$/, '');

/** The verdict as a person reads it. */
export function verificationWords(result: CredentialVerification): VerificationWords {
  const certificate = result.certificate;
  if (!result.valid || !certificate) {
    return { tone: 'error', headline: result.reason ?? NOT_OUR_SIGNATURE };
  }
  const issued = `issued by ${certificate.issuerName} to ${certifiedPerson(certificate.learnerName)} for ${certificate.achievement} on ${formatIndiaDate(certificate.issuedAt)}.`;
  if (!result.revoked) return { tone: 'success', headline: `Genuine: ${issued}` };
  const when = certificate.revokedAt ? ` on ${formatIndiaDate(certificate.revokedAt)}` : '';
  const why = certificate.revokedReason ? ` because ${inSentence(certificate.revokedReason)}` : '';
  return {
    tone: 'error',
    headline: `Revoked${when}${why}.`,
    detail: `It was ${issued} It is no longer valid.`,
  };
}
