import { addDays, istDay } from './india-time.ts';

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
