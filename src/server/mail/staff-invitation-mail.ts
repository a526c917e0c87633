import type { OutgoingMail } from './outbox.ts';
import { renderMail } from './templates.ts';

interface InvitationMailInput {
  siteName: string;
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
      siteName: input.siteName,
      subject: `${input.invitedBy} invited you to the ${input.siteName} staff console`,
      heading: 'You are invited to join the team',
      paragraphs: [
        `${input.invitedBy} invited you to help run ${input.siteName}: answering enquiries, confirming payments and moderating reviews.`,
        `Sign in (or sign up) with this email address, then open this link to accept. It works once and for ${input.expiresInHours} hours:`,
        input.link,
        'If you did not expect this, ignore this email: nothing happens unless the link is opened by an account with this address.',
      ],
    }),
  };
}
