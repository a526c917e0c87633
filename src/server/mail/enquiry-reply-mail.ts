import type { EnquirySummary } from '../../domain/staff/enquiries.ts';
import type { OutgoingMail } from './outbox.ts';
import { renderMail, type MailSender } from './templates.ts';

interface ReplyInput {
  sender: MailSender;
  enquiryInbox: string;
  enquiry: Pick<EnquirySummary, 'reference' | 'name' | 'email' | 'topic'>;
  /** What the staff member wrote: the greeting and the sign-off are added here, once. */
  body: string;
  author: string;
  dedupeKey: string;
}

/**
 * A staff member's answer to an enquiry; the enquirer's reply reaches the team's inbox. The
 * console's preview is this same mail, so what staff confirm is what is sent.
 */
export function enquiryReplyMail(input: ReplyInput): OutgoingMail {
  const { enquiry } = input;
  return {
    dedupeKey: input.dedupeKey,
    to: enquiry.email,
    replyTo: input.enquiryInbox,
    ...renderMail({
      sender: input.sender,
      subject: `Re: your enquiry ${enquiry.reference}`,
      heading: `Hello ${enquiry.name},`,
      // The business signature below names the site; the sign-off names the person.
      paragraphs: [input.body, `Regards,\n${input.author}`],
      details: [
        ['Your enquiry', enquiry.reference],
        ['About', enquiry.topic],
      ],
      footer: `Reply to this email to write back to us about ${enquiry.reference}.`,
    }),
  };
}
