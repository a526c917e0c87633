import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { InvoiceDocument } from '../../domain/gst/invoice-document.ts';
import type { Database } from '../db/schema.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

/** 'MEN/26-27/00042' is saved as 'MEN-26-27-00042.pdf'. */
export const pdfFileName = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

export interface IssuedDocumentFile {
  number: string;
  filename: string;
  content: Buffer;
  contentType: 'application/pdf';
}

/**
 * An issued document's PDF, drawn again from the data frozen when it was issued (the renderer
 * gives the same bytes every time). `where` narrows who may have it: an order's id.
 */
export async function issuedDocumentPdf(
  db: Kysely<Database>,
  id: number,
  orderId?: number,
): Promise<IssuedDocumentFile | undefined> {
  let query = db.selectFrom('invoices').select(['number', 'document']).where('id', '=', id);
  if (orderId !== undefined) query = query.where('order_id', '=', orderId);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  return {
    number: row.number,
    filename: pdfFileName(row.number),
    content: await renderInvoicePdf(JSON.parse(row.document) as InvoiceDocument),
    contentType: 'application/pdf',
  };
}

/** The documents issued for an order, oldest first, as links for the learner and staff. */
export async function documentsOfOrder(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('invoices')
    .select(['id', 'kind', 'number', 'issued_at', 'total_paise'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

/** A document as a download, never cached by a shared cache. */
export function sendPdf(reply: FastifyReply, file: IssuedDocumentFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.content);
}
