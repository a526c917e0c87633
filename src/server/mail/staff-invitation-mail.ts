import { ROLE_LABELS, type TeamRole } from '../../domain/roles.ts';
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
  accountant: {
    as: 'the accountant',
    work: 'reading orders, invoices, credit notes, reports, exports and the audit log, without changing them',
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
        `Sign in (or sign up) with this email address, then open the invitation to accept it. The link works once and for ${input.expiresInHours} hours.`,
      ],
      action: { label: 'Open the invitation', url: input.link },
      footer:
        'If you did not expect this, ignore this email: nothing happens unless the link is opened by an account with this address.',
    }),
  };
}

/** What each role does in the console, for the mail that tells a member their role changed. */
const ROLE_WORK: Record<TeamRole, string> = {
  owner: 'everything staff do, and refunds, deleting reviews, the team and its roles',
  staff: 'answering enquiries, confirming payments, running cohorts and moderating reviews',
  accountant:
    'reading orders, invoices, credit notes, reports, exports and the audit log, without changing them',
  mentor: 'teaching the cohorts you are given: their sessions, attendance and recordings',
};

export function roleChangedMail(input: {
  sender: MailSender;
  to: string;
  name: string;
  changedBy: string;
  before: TeamRole;
  after: TeamRole;
  consoleLink: string;
  dedupeKey: string;
}): OutgoingMail {
  const role = ROLE_LABELS[input.after].toLowerCase();
  return {
    dedupeKey: input.dedupeKey,
    to: input.to,
    ...renderMail({
      sender: input.sender,
      subject: `Your role is now ${role}`,
      heading: `Your role is now ${role}`,
      paragraphs: [
        `Hello ${input.name}, ${input.changedBy} changed your role in the ${input.sender.siteName} staff console from ${ROLE_LABELS[input.before].toLowerCase()} to ${role}.`,
        `As ${role === 'accountant' ? 'the accountant' : role}, you can do ${ROLE_WORK[input.after]}.`,
        input.consoleLink,
        'If this looks wrong, reply to this email.',
      ],
    }),
  };
}
