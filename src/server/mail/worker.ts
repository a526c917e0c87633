import type { FastifyBaseLogger } from 'fastify';
import type { Selectable } from 'kysely';
import { nowIso, type DatabaseHandle } from '../db/database.ts';
import type { OutboxTable } from '../db/schema.ts';
import { PermanentMailError, type MailTransport, type SendableMail } from './transport.ts';

type OutboxRow = Selectable<OutboxTable>;

export interface MailWorkerOptions {
  database: DatabaseHandle;
  transport: MailTransport;
  from: string;
  messageIdDomain: string;
  log: FastifyBaseLogger;
  retryBaseMs: number;
  retryMaxMs: number;
  pollMs: number;
  /** A claimed message whose sender died is offered again after this long. */
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

/** Capped exponential backoff with a little jitter so retries from many rows spread out. */
export function retryDelayMs(
  attempts: number,
  baseMs: number,
  maxMs: number,
  random = Math.random,
) {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (0.8 + 0.4 * random()));
}

/**
 * Sends the outbox: leases due rows, sends each, records the outcome. Network failures and
 * SMTP 4xx retry with backoff; SMTP 5xx or too many attempts end in the `dead` state.
 */
export class MailWorker {
  readonly #o: Required<MailWorkerOptions>;
  #loop: Promise<void> | undefined;
  #stopping = false;
  #wake: (() => void) | undefined;

  constructor(options: MailWorkerOptions) {
    this.#o = {
      leaseMs: 120_000,
      batchSize: 20,
      maxAttempts: 25,
      attachmentFor: noAttachments,
      ...options,
    };
  }

  get transportName(): string {
    return this.#o.transport.name;
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

  /** Finishes the batch in hand, then stops; unsent mail stays in the outbox for the next start. */
  async stop(): Promise<void> {
    this.#stopping = true;
    this.notify();
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

  async runOnce(dueBy = new Date()): Promise<number> {
    const rows = await this.#claim(dueBy);
    for (const row of rows) await this.#deliver(row);
    return rows.length;
  }

  async #run(): Promise<void> {
    while (!this.#stopping) {
      try {
        await this.drain();
      } catch (err) {
        this.#o.log.error({ err }, 'mail worker pass failed');
      }
      if (this.#stopping) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.#o.pollMs);
        this.#wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.#wake = undefined;
    }
  }

  async #claim(dueBy: Date): Promise<OutboxRow[]> {
    const { database, leaseMs, batchSize } = this.#o;
    const now = nowIso();
    const due = nowIso(dueBy);
    const leaseUntil = nowIso(new Date(Date.now() + leaseMs));
    return database.db.transaction().execute(async (tx) => {
      let query = tx
        .selectFrom('outbox')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', due)]),
            eb.and([eb('status', '=', 'sending'), eb('lease_until', '<', now)]),
          ]),
        )
        .orderBy('next_attempt_at')
        .limit(batchSize);
      // Several instances may poll one PostgreSQL; each row goes to one of them.
      if (database.engine === 'postgres') query = query.forUpdate().skipLocked();
      const ids = (await query.execute()).map((r) => r.id);
      if (ids.length === 0) return [];
      await tx
        .updateTable('outbox')
        .set({ status: 'sending', lease_until: leaseUntil })
        .where('id', 'in', ids)
        .execute();
      return tx.selectFrom('outbox').selectAll().where('id', 'in', ids).orderBy('id').execute();
    });
  }

  async #deliver(row: OutboxRow): Promise<void> {
    const { database, transport, log } = this.#o;
    try {
      const attachment =
        row.attachment_invoice_id === null
          ? undefined
          : await this.#o.attachmentFor(row.attachment_invoice_id);
      await transport.send({
        messageId: `<${row.dedupe_key.replace(/[^\w.-]/g, '.')}@${this.#o.messageIdDomain}>`,
        from: this.#o.from,
        to: row.to_address,
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        ...(attachment ? { attachments: [attachment] } : {}),
      });
    } catch (err) {
      await this.#recordFailure(row, err);
      return;
    }
    await database.db
      .updateTable('outbox')
      .set({ status: 'sent', sent_at: nowIso(), lease_until: null, last_error: null })
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
    log.info({ mailId: row.id, to: row.to_address, via: transport.name }, 'mail sent');
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
