import { enquiryReplyBy } from '../../../domain/enquiry-reply.ts';
import { Alert } from '../../components/alert.tsx';
import type { EnquiryOutcome } from './send-enquiry.ts';

/** The line under an enquiry form after sending: success, or what went wrong. */
export function EnquiryStatus({ outcome }: { outcome: EnquiryOutcome | null }) {
  if (!outcome) return null;
  if (outcome.ok) {
    return (
      <Alert tone="success">
        Thank you! Your enquiry has been sent. A program advisor will reply by email or phone by the
        end of {enquiryReplyBy(new Date())} (Monday to Saturday), and we have mailed you a
        reference.
      </Alert>
    );
  }
  return <Alert tone="error">{outcome.message}</Alert>;
}
