import type { EnquiryDetail } from '../../domain/staff/enquiries.ts';
import type { OutgoingMail } from './outbox.ts';
import { renderMail, type MailSender } from './templates.ts';

interface ReplyInput {
  sender: MailSender;
  enquiryInbox: string;
  enquiry: EnquiryDetail;
  body: string;
  author: string;
  dedupeKey: string;
}

/** A staff member's answer to an enquiry; the enquirer's reply reaches the team's inbox. */
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
      paragraphs: [input.body, `${input.author}, ${input.sender.siteName}`],
      details: [
        ['Your enquiry', enquiry.reference],
        ['About', enquiry.topic],
      ],
      footer: `Reply to this email to write back to us about ${enquiry.reference}.`,
    }),
  };
}
