import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

export interface OutgoingMail {
  /** The same key twice is one message: retries of a request never mail twice. */
  dedupeKey: string;
  to: string;
  /** Where a reply should go, when not to the sender. */
  replyTo?: string;
  /** An issued invoice or credit note, attached as its PDF when the mail is sent. */
  attachmentInvoiceId?: number;
  subject: string;
  text: string;
  html: string;
  /** A secret in the message (a one-time code), blanked from the stored copy once it is sent. */
  redact?: string;
  /** Extra headers, such as a reminder's one-click List-Unsubscribe. */
  headers?: Record<string, string>;
}

/**
 * Queues a message in the caller's transaction, so it exists exactly when the record it is
 * about exists. The worker sends it after the commit.
 */
export async function enqueueMail(
  tx: Kysely<Database> | Transaction<Database>,
  mail: OutgoingMail,
): Promise<void> {
  const now = nowIso();
  await tx
    .insertInto('outbox')
    .values({
      dedupe_key: mail.dedupeKey,
      to_address: mail.to,
      reply_to: mail.replyTo ?? null,
      attachment_invoice_id: mail.attachmentInvoiceId ?? null,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      redact: mail.redact ?? null,
      headers: mail.headers ? JSON.stringify(mail.headers) : null,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
}
