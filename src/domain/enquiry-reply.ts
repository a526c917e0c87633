import { addDays, istDay } from './india-time.ts';
import type { EnquiryKind } from './staff/enquiries.ts';

/**
 * Who answers an enquiry, as the form's thank-you and the acknowledgement mail name them. A
 * request to hire the team for work is no question about a program: the team itself answers it.
 */
export const enquiryReplier = (kind: EnquiryKind) =>
  kind === 'freelancing' ? 'someone from our team' : 'a program advisor';

/**
 * When an advisor's reply is due: the end of the next working day (Monday to Saturday, IST)
 * after the enquiry arrives, as people read it ('Tuesday, 24 November').
 */
export function enquiryReplyBy(receivedAt: Date): string {
  let day = addDays(istDay(receivedAt), 1);
  if (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) day = addDays(day, 1);
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
}
