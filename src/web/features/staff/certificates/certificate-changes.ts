import type { BulkIssue } from '../../../../domain/certificates/certificates.ts';
import { z } from '../../../../domain/zod.ts';
import { answerOf, type Answer } from '../../../lib/route-answer.ts';
import {
  issueCertificate,
  issueCohortCertificates,
  restoreCertificate,
  revokeCertificate,
} from './certificate-admin-api.ts';

/** What the console's certificate controls ask a route's clientAction; names are for the words. */
const certificateChangeSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('issue-certificate'),
    enrolment_id: z.number(),
    learner: z.string(),
  }),
  z.object({ intent: z.literal('issue-certificates'), cohort_id: z.number() }),
  z.object({
    intent: z.enum(['revoke-certificate', 'restore-certificate']),
    number: z.string(),
    reason: z.string(),
    learner: z.string(),
  }),
]);
export type CertificateChange = z.infer<typeof certificateChangeSchema>;

function bulkWords(result: BulkIssue): string {
  const issued = result.issued.length
    ? `Issued ${result.issued.length} ${result.issued.length === 1 ? 'certificate' : 'certificates'}: ${result.issued.map((i) => i.name).join(', ')}.`
    : 'No certificate was issued.';
  const skipped = result.skipped.map((s) => `Skipped ${s.reason}`);
  return [issued, ...skipped].join(' ');
}

/**
 * The certificate change a clientAction was sent, made and said in words; undefined when the
 * request is about something else, for the route's other changes to handle.
 */
export async function changeCertificates(request: Request): Promise<Answer | undefined> {
  const parsed = certificateChangeSchema.safeParse(await request.clone().json());
  if (!parsed.success) return undefined;
  const change = parsed.data;
  switch (change.intent) {
    case 'issue-certificate':
      return answerOf(await issueCertificate(change.enrolment_id), request, {
        done: (c) => `${change.learner}'s certificate ${c.number} is issued and mailed.`,
        refused: `No certificate was issued to ${change.learner}.`,
      });
    case 'issue-certificates':
      return answerOf(await issueCohortCertificates(change.cohort_id), request, {
        done: bulkWords,
        refused: 'No certificate was issued.',
      });
    case 'revoke-certificate':
      return answerOf(await revokeCertificate(change.number, change.reason), request, {
        done: (c) => `${change.learner}'s certificate ${c.number} is revoked.`,
        refused: 'The certificate was not revoked.',
      });
    case 'restore-certificate':
      return answerOf(await restoreCertificate(change.number, change.reason), request, {
        done: (c) => `${change.learner}'s certificate ${c.number} is valid again.`,
        refused: 'The revocation was not undone.',
      });
  }
}
