import nodemailer from 'nodemailer';

export interface SendableMail {
  messageId: string;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

export interface MailTransport {
  /** Where sent mail goes, for logs and the dev mailbox. */
  readonly name: string;
  send(mail: SendableMail): Promise<void>;
  close(): void;
}

/** The server refused the message for good (SMTP 5xx): retrying cannot help. */
export class PermanentMailError extends Error {
  override name = 'PermanentMailError';
}

interface SmtpError {
  responseCode?: number;
  message?: string;
}

/** How long to wait for a relay that connects but does not answer: then the message is retried. */
const TIMEOUTS_MS = { connection: 10_000, greeting: 10_000, socket: 30_000 };

export function createSmtpTransport(
  smtpUrl: string,
  timeouts: typeof TIMEOUTS_MS = TIMEOUTS_MS,
): MailTransport {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    pool: true,
    maxConnections: 2,
    connectionTimeout: timeouts.connection,
    greetingTimeout: timeouts.greeting,
    socketTimeout: timeouts.socket,
    ...(url.username
      ? {
          auth: {
            user: decodeURIComponent(url.username),
            pass: decodeURIComponent(url.password),
          },
        }
      : {}),
  });

  return {
    name: `smtp://${url.host}`,
    async send(mail) {
      try {
        await transporter.sendMail(mail);
      } catch (err) {
        const code = (err as SmtpError).responseCode;
        if (code !== undefined && code >= 500) {
          throw new PermanentMailError((err as SmtpError).message ?? `SMTP ${code}`);
        }
        throw err;
      }
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP the outbox itself is the mailbox: messages are marked sent and shown at /dev/mailbox. */
export const devMailboxTransport: MailTransport = {
  name: 'dev-mailbox',
  async send() {},
  close() {},
};
