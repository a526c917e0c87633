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
