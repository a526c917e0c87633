import type { OutgoingMail } from './outbox.ts';
import { renderMail, type MailSender } from './templates.ts';

interface CodeMail {
  sender: MailSender;
  to: string;
  name: string;
  code: string;
  /** Unique per issued code, so a retried request never mails one code twice. */
  dedupeKey: string;
  /** What the code is for, in a phrase: "reset your password". */
  purpose: string;
  /** What to do if someone else asked for it; by default, ignore the mail. */
  ifNotYou?: string;
}

export function oneTimeCodeMail({
  sender,
  to,
  name,
  code,
  dedupeKey,
  purpose,
  ifNotYou,
}: CodeMail): OutgoingMail {
  return {
    dedupeKey,
    to,
    redact: code,
    ...renderMail({
      sender,
      subject: `Your code: ${code}`,
      heading: `Hello ${name}`,
      paragraphs: [
        `Use this code to ${purpose}: ${code}`,
        `It works once, for 10 minutes. ${ifNotYou ?? 'If you did not ask for it, ignore this email: nothing changes without the code.'}`,
      ],
    }),
  };
}

/**
 * To a new account, queued in the transaction that creates it: what to do first, and where
 * its orders and programs will be. Replies reach the team's inbox.
 */
export function welcomeMail(
  account: { id: number; username: string; email: string },
  site: { sender: MailSender; publicOrigin: string; enquiryInbox: string },
): OutgoingMail {
  const { sender, publicOrigin } = site;
  return {
    dedupeKey: `welcome-${account.id}`,
    to: account.email,
    replyTo: site.enquiryInbox,
    ...renderMail({
      sender,
      subject: 'Welcome: your account is ready',
      heading: `Welcome to ${sender.siteName}, ${account.username}`,
      paragraphs: [
        'Thank you for joining us: your account is ready.',
        'First, confirm your email address: sign in and enter the 6-digit code from our other email in the banner at the top of the site. Until then, you cannot place an order.',
        `Your orders will be listed on your profile page, ${publicOrigin}/profile, and the programs you join under "My programs", ${publicOrigin}/my-programs.`,
        'When you are ready, find the program for you:',
      ],
      action: { label: 'Browse the programs', url: `${publicOrigin}/programs` },
      footer: 'Reply to this email if you have a question: a person on our team reads it.',
    }),
  };
}
