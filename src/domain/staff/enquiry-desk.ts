import { normalisePhone } from '../fields.ts';
import { addDays, istDay, istDayStartIso } from '../india-time.ts';
import { ENQUIRY_KINDS, type EnquiryKind } from './enquiries.ts';

const KIND_OF_LETTER: Record<string, EnquiryKind> = {
  C: 'contact',
  P: 'program',
  F: 'freelancing',
};

/**
 * The enquiry a search names by its reference, however it was typed: 'ENQ-P-12', 'enq-p-12',
 * 'ENQP12', 'enq p 12'. Undefined when the text is not a reference (a name, an email...).
 */
export function parseEnquiryReference(text: string): { kind: EnquiryKind; id: number } | undefined {
  const compact = text.toUpperCase().replace(/[\s_-]/g, '');
  const match = /^ENQ([CPF])(\d{1,9})$/.exec(compact);
  if (!match) return undefined;
  const id = Number(match[2]);
  return id > 0 ? { kind: KIND_OF_LETTER[match[1]!]!, id } : undefined;
}

export const isEnquiryKind = (kind: string): kind is EnquiryKind =>
  (ENQUIRY_KINDS as readonly string[]).includes(kind);

/** Sunday is the one day of the week the advisors do not work. */
const isWorkingDay = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() !== 0;

/** The IST day by whose end an enquiry received on IST day `day` is answered. */
function replyDayFor(day: string): string {
  let reply = addDays(day, 1);
  while (!isWorkingDay(reply)) reply = addDays(reply, 1);
  return reply;
}

/**
 * The instant the acknowledgement's promise runs out: the end (IST) of the next working day
 * after the enquiry arrived, Monday to Saturday. The mail words it as that day's name.
 */
export function enquiryReplyDeadline(receivedAt: Date | string): Date {
  return new Date(istDayStartIso(addDays(replyDayFor(istDay(receivedAt)), 1)));
}

/**
 * Enquiries received before this instant are past their reply-by time at `now`. A later
 * receipt never has an earlier deadline, so one bound serves a database filter.
 */
export function overdueReceivedBefore(now: Date): string {
  let day = istDay(now);
  while (enquiryReplyDeadline(istDayStartIso(day)).getTime() > now.getTime()) {
    day = addDays(day, -1);
  }
  return istDayStartIso(addDays(day, 1));
}

/**
 * Overdue is a new enquiry nobody has taken up by its reply-by time: a reply moves it to 'In
 * progress', and whoever called the person back sets that status too.
 */
export const isEnquiryOverdue = (
  enquiry: { status: string; created_at: string },
  now: Date,
): boolean =>
  enquiry.status === 'new' && enquiryReplyDeadline(enquiry.created_at).getTime() <= now.getTime();

/** A chat with the enquirer on WhatsApp; undefined when the phone is not an Indian number. */
export function whatsAppLink(phone: string): string | undefined {
  const digits = normalisePhone(phone);
  return digits ? `https://wa.me/91${digits}` : undefined;
}

/** The IST day whose end a reply-by instant is: the day the acknowledgement names. */
export const replyByDay = (replyBy: string): string => istDay(Date.parse(replyBy) - 1);
