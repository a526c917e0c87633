import type { OutgoingMail } from './outbox.ts';
import { renderMail } from './templates.ts';

interface CodeMail {
  siteName: string;
  to: string;
  name: string;
  code: string;
  /** Unique per issued code, so a retried request never mails one code twice. */
  dedupeKey: string;
  /** What the code is for, in a phrase: "reset your password". */
  purpose: string;
}

export function oneTimeCodeMail({
  siteName,
  to,
  name,
  code,
  dedupeKey,
  purpose,
}: CodeMail): OutgoingMail {
  return {
    dedupeKey,
    to,
    redact: code,
    ...renderMail({
      siteName,
      subject: `Your code: ${code}`,
      heading: `Hello ${name}`,
      paragraphs: [
        `Use this code to ${purpose}: ${code}`,
        'It works once, for 10 minutes. If you did not ask for it, ignore this email: nothing changes without the code.',
      ],
    }),
  };
}
