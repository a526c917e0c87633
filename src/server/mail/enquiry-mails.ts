import type { OutgoingMail } from './outbox.ts';
import { renderMail } from './templates.ts';

export interface EnquiryMailInput {
  /** e.g. "contact", "program", "freelancing": part of the dedupe key and the subject. */
  kind: string;
  /** What the enquiry is, for people: "Contact enquiry", "Program enquiry"... */
  title: string;
  id: number;
  name: string;
  email: string;
  /** The form's fields as the staff should read them. */
  details: Array<[string, string]>;
  /** A few words saying what it is about, for the subject line. */
  topic: string;
}

interface Settings {
  siteName: string;
  enquiryInbox: string;
}

/** The two messages every enquiry sends: one to the staff inbox, one back to the enquirer. */
export function enquiryMails(input: EnquiryMailInput, settings: Settings): OutgoingMail[] {
  const { siteName, enquiryInbox } = settings;
  const reference = `${input.kind.toUpperCase()}-${input.id}`;
  const notification = renderMail({
    siteName,
    subject: `${input.title} ${reference}: ${input.topic}`,
    heading: `${input.title} from ${input.name}`,
    paragraphs: [`Reply to ${input.email} within one working day.`],
    details: [['Reference', reference], ...input.details],
  });
  const acknowledgement = renderMail({
    siteName,
    subject: 'We received your enquiry',
    heading: `Thank you, ${input.name}`,
    paragraphs: [
      `We have received your enquiry about ${input.topic}. A program advisor will get back to you within one working day.`,
      `Your reference is ${reference}. Keep it handy if you write to us again.`,
    ],
    details: input.details,
  });
  return [
    { dedupeKey: `enquiry-${input.kind}-${input.id}-inbox`, to: enquiryInbox, ...notification },
    { dedupeKey: `enquiry-${input.kind}-${input.id}-ack`, to: input.email, ...acknowledgement },
  ];
}
