import nodemailer from 'nodemailer';
import { classifySmtpFailure, outageReason, type SmtpError } from './smtp-failures.ts';

export interface SendableMail {
  messageId: string;
  from: string;
  to: string;
  replyTo?: string;
  headers?: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

export interface MailTransport {
  /** Where sent mail goes, for logs and the dev mailbox. */
  readonly name: string;
  /** The outbox is where this mail is read (the dev mailbox): sent copies keep their secrets. */
  readonly outboxIsTheMailbox: boolean;
  send(mail: SendableMail): Promise<void>;
  close(): void;
}

/** The server refused the message or its recipient for good (SMTP 5xx): retrying cannot help. */
export class PermanentMailError extends Error {
  override name = 'PermanentMailError';
}

/** No message can go now (the relay is down or refuses the session): not the message's fault. */
export class MailTransportUnavailableError extends Error {
  override name = 'MailTransportUnavailableError';
  constructor(
    /** A few words for operators, free of anything the relay said. */
    readonly reason: string,
    options: { cause: unknown },
  ) {
    super(`${reason}: ${errorMessage(options.cause)}`, options);
  }
}

const errorMessage = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** How long to wait for a relay that connects but does not answer: then it counts as down. */
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
    outboxIsTheMailbox: false,
    async send(mail) {
      try {
        await transporter.sendMail(mail);
      } catch (err) {
        const kind = classifySmtpFailure(err as SmtpError);
        if (kind === 'outage')
          throw new MailTransportUnavailableError(outageReason(err as SmtpError), { cause: err });
        if (kind === 'rejected') throw new PermanentMailError(errorMessage(err), { cause: err });
        throw err;
      }
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP the outbox itself is the mailbox: messages are marked sent and shown at /dev/mailbox. */
export const devMailboxTransport: MailTransport = {
  name: 'dev-mailbox',
  outboxIsTheMailbox: true,
  async send() {},
  close() {},
};
