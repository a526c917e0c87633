import { enquiryReplier, enquiryReplyBy } from '../../../domain/enquiry-reply.ts';
import type { EnquiryKind } from '../../../domain/staff/enquiries.ts';
import { Alert } from '../../components/alert.tsx';
import type { EnquiryOutcome } from './send-enquiry.ts';

/** 'a program advisor' as the start of a sentence. */
const atStart = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** The line under an enquiry form after sending: success, or what went wrong. */
export function EnquiryStatus({
  kind,
  outcome,
}: {
  kind: EnquiryKind;
  outcome: EnquiryOutcome | null;
}) {
  if (!outcome) return null;
  if (outcome.ok) {
    return (
      <Alert tone="success">
        Thank you! Your enquiry has been sent. {atStart(enquiryReplier(kind))} will reply by email
        or phone by the end of {enquiryReplyBy(new Date())} (Monday to Saturday), and we have mailed
        you a reference.
      </Alert>
    );
  }
  return <Alert tone="error">{outcome.message}</Alert>;
}
