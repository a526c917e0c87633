import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  from: string;
  replyTo: string | undefined;
  /** Every header as sent, by its lower-case name. */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  messageId: string | undefined;
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

/**
 * A real SMTP server for tests: the app delivers to it over TCP exactly as it would to a
 * provider. It can be stopped and started on the same port to play an outage, and told to
 * refuse messages with an SMTP code.
 */
export class SmtpCapture {
  readonly messages: CapturedMail[] = [];
  /** When set, every message is refused with this SMTP reply code (e.g. 451 or 550). */
  refuseWith: number | undefined;
  /** When set, every connection is greeted with this reply (e.g. '554 go away') and closed. */
  refuseConnectionsWith: string | undefined;
  /** Recipients refused at RCPT TO with 550. */
  readonly refusedRecipients = new Set<string>();
  /** How many connections have been greeted, or refused at the greeting. */
  connections = 0;
  #held: { arrived: () => void; released: Promise<void> } | undefined;
  #server: SMTPServer | undefined;
  #port = 0;
  #waiters: Array<() => void> = [];

  get port(): number {
    return this.#port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.#port}`;
  }

  async start(port = this.#port): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onConnect: (_session, callback) => {
        this.connections += 1;
        const refusal = this.refuseConnectionsWith?.match(/^(\d{3}) (.*)$/);
        if (!refusal) return callback();
        callback(Object.assign(new Error(refusal[2]), { responseCode: Number(refusal[1]) }));
      },
      onRcptTo: (address, _session, callback) => {
        if (!this.refusedRecipients.has(address.address)) return callback();
        callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      },
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        const held = this.#held;
        this.#held = undefined;
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          // Not awaited: the client hears of every outcome, a failure too, through callback.
          void (async () => {
            if (held) {
              held.arrived();
              await held.released;
            }
            if (this.refuseWith) {
              const err = Object.assign(new Error('Refused by test'), {
                responseCode: this.refuseWith,
              });
              callback(err);
              return;
            }
            const mail = await simpleParser(Buffer.concat(chunks));
            const to = [mail.to].flat().flatMap((a) => a?.value.map((v) => v.address ?? '') ?? []);
            this.messages.push({
              to,
              from: mail.from?.text ?? '',
              replyTo: mail.replyTo?.text,
              // As sent, not as mailparser reads them (it turns List-* headers into objects).
              headers: Object.fromEntries(
                mail.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()]),
              ),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              messageId: mail.messageId,
              attachments: mail.attachments.map((a) => ({
                filename: a.filename ?? '',
                contentType: a.contentType,
                content: a.content,
              })),
            });
            for (const wake of this.#waiters.splice(0)) wake();
            callback();
          })().catch(callback);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.#server = server;
    this.#port = (server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /**
   * The next message is left unanswered after its data has arrived, as by a slow relay, until
   * `release` is called. `arrived` resolves once it is in.
   */
  holdNext(): { arrived: Promise<void>; release: () => void } {
    let release = () => {};
    let arrived = () => {};
    const arrivedPromise = new Promise<void>((resolve) => (arrived = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    this.#held = { arrived, released };
    return { arrived: arrivedPromise, release };
  }

  /** Resolves once at least `count` messages have arrived, or rejects after `timeoutMs`. */
  async waitFor(count: number, timeoutMs = 5_000): Promise<CapturedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.messages.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`expected ${count} messages, got ${this.messages.length}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.messages;
  }

  to(address: string): CapturedMail[] {
    return this.messages.filter((m) => m.to.includes(address));
  }
}
