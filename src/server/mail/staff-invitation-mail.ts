import type { InvitedRole } from '../../domain/staff/team.ts';
import type { OutgoingMail } from './outbox.ts';
import { renderMail, type MailSender } from './templates.ts';

interface InvitationMailInput {
  sender: MailSender;
  to: string;
  invitedBy: string;
  link: string;
  expiresInHours: number;
  dedupeKey: string;
  role: InvitedRole;
}

/** What each role is invited to do, in the mail's words. */
const INVITED_TO: Record<InvitedRole, { as: string; work: string }> = {
  staff: {
    as: 'staff',
    work: 'answering enquiries, confirming payments and moderating reviews',
  },
  mentor: {
    as: 'a mentor',
    work: 'teaching the cohorts you are given: their sessions, attendance and recordings',
  },
};

export function staffInvitationMail(input: InvitationMailInput): OutgoingMail {
  const invited = INVITED_TO[input.role];
  return {
    dedupeKey: input.dedupeKey,
    to: input.to,
    ...renderMail({
      sender: input.sender,
      subject: `${input.invitedBy} invited you to the ${input.sender.siteName} staff console as ${invited.as}`,
      heading: `You are invited to join the team as ${invited.as}`,
      paragraphs: [
        `${input.invitedBy} invited you to ${input.sender.siteName} as ${invited.as}: ${invited.work}.`,
        `Sign in (or sign up) with this email address, then open this link to accept. It works once and for ${input.expiresInHours} hours:`,
        input.link,
        'If you did not expect this, ignore this email: nothing happens unless the link is opened by an account with this address.',
      ],
    }),
  };
}
