import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';
import type { InvoiceDocument } from '../../domain/gst/invoice-document.ts';
import { pdfFileName } from './invoice-files.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

/**
 * Writes a month's invoices and credit notes to `out` as one zip, each as the PDF the buyer was
 * sent ('MEN-26-27-00001.pdf'), one at a time: a month of thousands stays a few PDFs in memory,
 * and waits for a slow download rather than piling up. Stored, not deflated: a PDF is
 * compressed already. Ends `out` when done.
 */
export async function writeMonthPdfZip(
  documents: readonly InvoiceDocument[],
  out: Writable,
): Promise<void> {
  let failure: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else out.write(chunk);
    if (final) out.end();
  });
  for (const document of documents) {
    // The download was dropped: the rest is for no one.
    if (out.destroyed) return;
    const entry = new ZipPassThrough(pdfFileName(document.number));
    zip.add(entry);
    entry.push(await renderInvoicePdf(document), true);
    if (failure) throw failure;
    if (out.writableNeedDrain) await once(out, 'drain');
  }
  zip.end();
  if (failure) throw failure;
}
