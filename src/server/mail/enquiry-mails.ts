import { enquiryReplier, enquiryReplyBy } from '../../domain/enquiry-reply.ts';
import { enquiryReference } from '../../domain/staff/enquiries.ts';
import { isEnquiryKind } from '../../domain/staff/enquiry-desk.ts';
import type { OutgoingMail } from './outbox.ts';
import { renderMail, type MailSender } from './templates.ts';

export interface EnquiryMailInput {
  /** "contact", "program" or "freelancing": part of the dedupe key and of the reference. */
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
  /**
   * What the enquirer asked about, in the catalogue's own words ('Python', 'UI/UX Design
   * freelancing'); absent for a contact enquiry. Never text the visitor wrote.
   */
  catalogueTopic?: string;
  receivedAt: Date;
}

interface Settings {
  sender: MailSender;
  enquiryInbox: string;
}

/**
 * The two messages of an enquiry: the staff inbox's, with everything the visitor wrote, and the
 * acknowledgement to the address they typed. Anyone can type anyone's address, so the
 * acknowledgement quotes none of their text (not even the name): the site's form must not carry
 * a stranger's words, or links, to someone else's inbox.
 */
export function enquiryMails(
  input: EnquiryMailInput,
  settings: Settings,
): { notification: OutgoingMail; acknowledgement: OutgoingMail } {
  const { sender, enquiryInbox } = settings;
  if (!isEnquiryKind(input.kind)) throw new Error(`No enquiry is of kind '${input.kind}'.`);
  // The console shows, and its search finds, the same reference.
  const reference = enquiryReference(input.kind, input.id);
  const replyBy = enquiryReplyBy(input.receivedAt);
  const notification = renderMail({
    sender,
    subject: `${input.title} ${reference}: ${input.topic}`,
    heading: `${input.title} from ${input.name}`,
    paragraphs: [
      `Reply to ${input.email} by the end of ${replyBy}: the enquirer was promised that. Replying to this message answers them.`,
    ],
    // A field left blank (Company, a program enquiry's Message) is not worth a line.
    details: [['Reference', reference], ...input.details.filter(([, value]) => value !== '')],
  });
  const about = input.catalogueTopic ? ` about ${input.catalogueTopic}` : '';
  const acknowledgement = renderMail({
    sender,
    subject: 'We received your enquiry',
    heading: 'Thank you for your enquiry',
    paragraphs: [
      `We have received your enquiry${about}.`,
      `What happens next: ${enquiryReplier(input.kind)} reads it and replies to this address, or calls the phone number you gave, by the end of ${replyBy}. Working days are Monday to Saturday.`,
      `Your reference is ${reference}. If you have not heard from us by then, reply to this message quoting it.`,
      'If you did not send this enquiry, you can ignore this message.',
    ],
  });
  return {
    notification: {
      dedupeKey: `enquiry-${input.kind}-${input.id}-inbox`,
      to: enquiryInbox,
      // 'Reply' in the staff's mail client answers the enquirer, not the site's no-reply sender.
      replyTo: input.email,
      ...notification,
    },
    acknowledgement: {
      dedupeKey: `enquiry-${input.kind}-${input.id}-ack`,
      to: input.email,
      ...acknowledgement,
    },
  };
}
