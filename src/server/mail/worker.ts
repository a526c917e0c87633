import type { FastifyBaseLogger } from 'fastify';
import { nowIso, type DatabaseHandle } from '../db/database.ts';
import { claimDueMail, releaseLeases, renewLease, type OutboxRow } from './outbox-leases.ts';
import { retryDelayMs } from './retry-delay.ts';
import {
  MailTransportUnavailableError,
  PermanentMailError,
  type MailTransport,
  type SendableMail,
} from './transport.ts';
import { TransportOutage } from './transport-outage.ts';

export interface MailWorkerOptions {
  database: DatabaseHandle;
  transport: MailTransport;
  from: string;
  messageIdDomain: string;
  log: FastifyBaseLogger;
  retryBaseMs: number;
  retryMaxMs: number;
  pollMs: number;
  /**
   * How long a claim holds a message. A message being sent has its lease renewed every third of
   * this, so only a process that stopped loses its messages, and another takes them over after
   * this long.
   */
  leaseMs?: number;
  batchSize?: number;
  /** After this many failed attempts a message is given up as dead. */
  maxAttempts?: number;
  /** The PDF of an issued invoice or credit note, for a message that carries one. */
  attachmentFor?: (invoiceId: number) => Promise<MailAttachment>;
}

export type MailAttachment = NonNullable<SendableMail['attachments']>[number];

const noAttachments = (invoiceId: number): Promise<MailAttachment> =>
  Promise.reject(new Error(`no attachment source for invoice ${invoiceId}`));

/** What replaces a message's secret in the copy the outbox keeps once the message is gone. */
export const REDACTED = '••••••';

/** How mail is doing, as the health check reports it. */
export type MailHealth = { mail: 'ok' } | { mail: 'degraded'; mail_error: string };

type Delivery = 'sent' | 'failed' | 'outage' | 'taken-over';

/**
 * Sends the outbox: leases due rows, sends each, records the outcome. SMTP 4xx and failures of
 * one message retry it with backoff; a 5xx to the message or too many attempts end in the `dead`
 * state. When the relay itself is down no message is blamed: the pass stops and the worker
 * backs off as a whole (see TransportOutage).
 */
export class MailWorker {
  readonly #o: Required<MailWorkerOptions>;
  readonly #outage: TransportOutage;
  #loop: Promise<void> | undefined;
  #stopping = false;
  #wake: (() => void) | undefined;
  #handBackUntried: (() => Promise<number>) | undefined;

  constructor(options: MailWorkerOptions) {
    this.#o = {
      leaseMs: 30_000,
      batchSize: 20,
      maxAttempts: 25,
      attachmentFor: noAttachments,
      ...options,
    };
    this.#outage = new TransportOutage(this.#o);
  }

  get transportName(): string {
    return this.#o.transport.name;
  }

  /**
   * Only the process running the worker has tried the relay; elsewhere this is undefined, and the
   * health check says nothing about mail rather than guess.
   */
  get health(): MailHealth | undefined {
    if (!this.#loop) return undefined;
    const reason = this.#outage.reason;
    return reason === undefined ? { mail: 'ok' } : { mail: 'degraded', mail_error: reason };
  }

  /**
   * Hands back messages a killed process was sending, so they go out now rather than when their
   * lease runs out. Only where this is the one sender of its database: SQLite lives on one
   * machine, whose one mail-sending process this is. On PostgreSQL, other instances may hold
   * live leases, which are left to expire.
   */
  async releaseAbandonedLeases(): Promise<number> {
    const { database } = this.#o;
    if (database.engine !== 'sqlite') return 0;
    const result = await database.db
      .updateTable('outbox')
      .set({ status: 'pending', lease_until: null })
      .where('status', '=', 'sending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  start(): void {
    if (this.#loop) return;
    this.#stopping = false;
    this.#loop = this.#run();
  }

  /** Asks the loop to look at the outbox now instead of at the next poll. */
  notify(): void {
    this.#wake?.();
  }

  /**
   * Lets the message in flight finish, hands the rest of its batch back to the outbox at once
   * (for another process, or the next start), then stops.
   */
  async stop(): Promise<void> {
    this.#stopping = true;
    this.notify();
    await this.#handBackUntried?.();
    await this.#loop;
    this.#loop = undefined;
    this.#o.transport.close();
  }

  /**
   * Sends every message due when the drain starts, batch after batch; one that fails again is
   * left for its retry time. Returns how many were attempted.
   */
  async drain(): Promise<number> {
    const dueBy = new Date();
    let total = 0;
    for (;;) {
      const attempted = await this.runOnce(dueBy);
      if (attempted === 0) return total;
      total += attempted;
    }
  }

  /** One batch; none while stopping or while the relay is down and not yet due a new try. */
  async runOnce(dueBy = new Date()): Promise<number> {
    if (this.#stopping || this.#outage.msUntilRetry() > 0) return 0;
    const { database, leaseMs, batchSize, log } = this.#o;
    const batch = await claimDueMail(database, { dueBy, leaseMs, batchSize });
    if (batch.takenOver > 0)
      log.warn({ count: batch.takenOver }, 'taking over mail whose sender stopped');
    let tried = 0;
    // A message handed back is no longer held, so #deliver skips it if the loop gets that far.
    const handBackUntried = () =>
      releaseLeases(
        database,
        batch.rows.slice(tried).map((row) => row.id),
        batch.leaseUntil,
      );
    this.#handBackUntried = handBackUntried;
    try {
      for (const row of batch.rows) {
        if (this.#stopping) break;
        tried += 1;
        if ((await this.#deliver(row, batch.leaseUntil)) === 'outage') break;
      }
    } finally {
      this.#handBackUntried = undefined;
      await handBackUntried();
    }
    return tried;
  }

  async #run(): Promise<void> {
    while (!this.#stopping) {
      try {
        await this.drain();
      } catch (err) {
        this.#o.log.error({ err }, 'mail worker pass failed');
      }
      if (this.#stopping) break;
      const waitMs = Math.max(this.#o.pollMs, this.#outage.msUntilRetry());
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, waitMs);
        this.#wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.#wake = undefined;
    }
  }

  async #deliver(row: OutboxRow, heldUntil: string): Promise<Delivery> {
    const { database, transport, log } = this.#o;
    const lease = await this.#holdWhileSending(row.id, heldUntil);
    if (!lease) return 'taken-over';
    try {
      let attachment: MailAttachment | undefined;
      try {
        attachment =
          row.attachment_invoice_id === null
            ? undefined
            : await this.#o.attachmentFor(row.attachment_invoice_id);
      } catch (err) {
        await this.#recordFailure(row, err);
        return 'failed';
      }
      try {
        await transport.send({
          messageId: `<${row.dedupe_key.replace(/[^\w.-]/g, '.')}@${this.#o.messageIdDomain}>`,
          from: this.#o.from,
          to: row.to_address,
          ...(row.reply_to ? { replyTo: row.reply_to } : {}),
          ...(row.headers ? { headers: JSON.parse(row.headers) as Record<string, string> } : {}),
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          ...(attachment ? { attachments: [attachment] } : {}),
        });
      } catch (err) {
        if (err instanceof MailTransportUnavailableError) {
          this.#outage.failed(err);
          await this.#putBack(row, err);
          return 'outage';
        }
        // The relay answered about this message: it is up.
        this.#outage.worked();
        await this.#recordFailure(row, err);
        return 'failed';
      }
    } finally {
      await lease.release();
    }
    this.#outage.worked();
    await database.db
      .updateTable('outbox')
      .set({
        status: 'sent',
        sent_at: nowIso(),
        lease_until: null,
        last_error: null,
        ...this.#withoutSecret(row),
      })
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
    log.info({ mailId: row.id, to: row.to_address, via: transport.name }, 'mail sent');
    return 'sent';
  }

  /**
   * Renews the message's lease now, and every third of a lease while it is sent: connecting,
   * the greeting and the socket may each take their whole timeout (50 s together), longer than a
   * lease, and a message in flight must not be offered to another process. Undefined when
   * another process has taken the message over since this batch was claimed.
   */
  async #holdWhileSending(id: number, heldUntil: string) {
    const { database, leaseMs, log } = this.#o;
    let held = await renewLease(database, id, heldUntil, leaseMs);
    if (held === undefined) return undefined;
    let renewing = Promise.resolve();
    const timer = setInterval(() => {
      renewing = renewing
        .then(async () => {
          if (held !== undefined) held = await renewLease(database, id, held, leaseMs);
        })
        .catch((err: unknown) => log.warn({ err, mailId: id }, 'mail lease renewal failed'));
    }, leaseMs / 3);
    return {
      release: async () => {
        clearInterval(timer);
        await renewing;
      },
    };
  }

  /**
   * The relay is down, which is no fault of the message: its try does not count, or a long
   * outage would kill the oldest mail one probe at a time. It goes behind the mail already due,
   * so that a message which itself breaks the connection cannot hold up the rest.
   */
  async #putBack(row: OutboxRow, err: MailTransportUnavailableError): Promise<void> {
    await this.#o.database.db
      .updateTable('outbox')
      .set({
        status: 'pending',
        lease_until: null,
        last_error: err.message.slice(0, 500),
        next_attempt_at: nowIso(),
      })
      .where('id', '=', row.id)
      .execute();
  }

  /**
   * A message that has left, or never will, needs no secret in the stored copy: a leaked
   * database or backup must not hold live codes. The dev mailbox is read from the outbox, so
   * there the secret stays.
   */
  #withoutSecret(row: OutboxRow) {
    const secret = row.redact;
    if (secret === null || this.#o.transport.outboxIsTheMailbox) return {};
    if (secret === '') return { redact: null };
    const hide = (text: string) => text.replaceAll(secret, REDACTED);
    return {
      subject: hide(row.subject),
      text_body: hide(row.text_body),
      html_body: hide(row.html_body),
      redact: null,
    };
  }

  async #recordFailure(row: OutboxRow, err: unknown): Promise<void> {
    const { database, log, retryBaseMs, retryMaxMs, maxAttempts } = this.#o;
    const attempts = row.attempts + 1;
    const message = err instanceof Error ? err.message : String(err);
    const dead = err instanceof PermanentMailError || attempts >= maxAttempts;
    const next = new Date(Date.now() + retryDelayMs(attempts, retryBaseMs, retryMaxMs));
    await database.db
      .updateTable('outbox')
      .set({
        status: dead ? 'dead' : 'pending',
        attempts,
        last_error: message.slice(0, 500),
        next_attempt_at: nowIso(next),
        lease_until: null,
        ...(dead ? this.#withoutSecret(row) : {}),
      })
      .where('id', '=', row.id)
      .execute();
    if (dead) log.error({ mailId: row.id, attempts, err: message }, 'mail given up (dead letter)');
    else
      log.warn(
        { mailId: row.id, attempts, retryAt: next, err: message },
        'mail failed, will retry',
      );
  }
}
