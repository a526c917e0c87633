import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { InvoiceDocument } from '../../domain/gst/invoice-document.ts';
import type { Database } from '../db/schema.ts';
import { TALLY_ENVELOPE, tallyVoucher } from './journal-tally-xml.ts';
import { journalVoucher } from './journal-vouchers.ts';
import { withMonthDocuments } from './month-documents.ts';

/** The month's documents as Tally's import file, a voucher at a time, invoices first. */
async function* tallyJournal(documents: readonly InvoiceDocument[]): AsyncGenerator<string> {
  yield `${TALLY_ENVELOPE.open}\r\n`;
  for (const document of documents) yield `${tallyVoucher(journalVoucher(document))}\r\n`;
  yield TALLY_ENVELOPE.close;
}

/**
 * GET /api/staff/reports/tally-vouchers.xml: the month's invoices and credit notes as Tally's
 * vouchers, written as they are sent. The month's documents are held while a slow download
 * takes them, as the month's zip of PDFs holds them, and the next month's reader waits.
 */
export function sendMonthJournal(
  reply: FastifyReply,
  db: Kysely<Database>,
  month: string,
  log: FastifyBaseLogger,
) {
  const body = new PassThrough();
  void withMonthDocuments(db, month, (documents) =>
    pipeline(Readable.from(tallyJournal(documents)), body),
  ).catch((error: unknown) => {
    log.error({ err: error, month }, "the month's Tally vouchers could not be written");
    body.destroy(error as Error);
  });
  return reply
    .type('application/xml; charset=utf-8')
    .header('content-disposition', `attachment; filename="tally-vouchers-${month}.xml"`)
    .send(body);
}
