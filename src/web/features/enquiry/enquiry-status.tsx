import { Alert } from '../../components/alert.tsx';
import type { Answer } from '../../lib/route-answer.ts';

/** The line under an enquiry form after sending: the thank-you, or what went wrong. */
export function EnquiryStatus({ outcome }: { outcome: Answer | null }) {
  if (!outcome) return null;
  if (outcome.ok) return <Alert tone="success">{outcome.message}</Alert>;
  return <Alert tone="error">{outcome.error}</Alert>;
}
