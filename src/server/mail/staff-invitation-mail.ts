import type { OutgoingMail } from './outbox.ts';
import { renderMail, type MailSender } from './templates.ts';

interface InvitationMailInput {
  sender: MailSender;
  to: string;
  invitedBy: string;
  link: string;
  expiresInHours: number;
  dedupeKey: string;
}

export function staffInvitationMail(input: InvitationMailInput): OutgoingMail {
  return {
    dedupeKey: input.dedupeKey,
    to: input.to,
    ...renderMail({
      sender: input.sender,
      subject: `${input.invitedBy} invited you to the ${input.sender.siteName} staff console`,
      heading: 'You are invited to join the team',
      paragraphs: [
        `${input.invitedBy} invited you to help run ${input.sender.siteName}: answering enquiries, confirming payments and moderating reviews.`,
        `Sign in (or sign up) with this email address, then open this link to accept. It works once and for ${input.expiresInHours} hours:`,
        input.link,
        'If you did not expect this, ignore this email: nothing happens unless the link is opened by an account with this address.',
      ],
    }),
  };
}
