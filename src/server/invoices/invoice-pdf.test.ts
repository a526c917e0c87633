import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDocument } from '../../domain/gst/invoice-document.ts';
import { formatPaise } from '../../domain/money.ts';
import { loadInvoiceFonts } from './invoice-fonts.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import {
  sampleCreditNote,
  sampleInterStateInvoice,
  sampleLongInvoice,
  samplePlainInvoice,
  sampleSeatsInvoice,
  sampleTaxInvoice,
} from './sample-invoices.ts';

const SAMPLES: Record<string, InvoiceDocument> = {
  'tax invoice, intra-state, with a referral': sampleTaxInvoice(),
  'tax invoice, inter-state': sampleInterStateInvoice(),
  'invoice of an unregistered supplier': samplePlainInvoice(),
  'credit note': sampleCreditNote(),
  'tax invoice of five seats': sampleSeatsInvoice(),
  'tax invoice with 20 lines': sampleLongInvoice(20),
};

const TITLES = { 'tax-invoice': 'Tax Invoice', invoice: 'Invoice', 'credit-note': 'Credit Note' };

const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** The PDF's text in drawing order, on one line (-raw keeps the hyphen of a wrapped 'Ninety-'). */
function pdfText(pdf: Buffer, page?: number): string {
  const pages = page ? ['-f', String(page), '-l', String(page)] : [];
  const text = execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', ...pages, '-', '-'], {
    input: pdf,
  });
  return text
    .toString('utf8')
    .replace(/-\s*\n\s*/g, '-')
    .replace(/\s+/g, ' ');
}

const pageCount = (pdf: Buffer) =>
  Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1]);

beforeAll(() => {
  loadInvoiceFonts();
});

describe.each(Object.entries(SAMPLES))('the PDF of a %s', (_, doc) => {
  it('is a PDF under 100 KB', async () => {
    const pdf = await renderInvoicePdf(doc);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(100 * 1024);
  });

  it('is the same bytes every time, whatever was rendered in between', async () => {
    const first = await renderInvoicePdf(doc);
    await renderInvoicePdf(sampleLongInvoice(7));
    expect((await renderInvoicePdf(doc)).equals(first)).toBe(true);
  });

  it.skipIf(!hasPdftotext)('prints the title, parties, place of supply and amounts', async () => {
    const text = pdfText(await renderInvoicePdf(doc));
    expect(text).toContain(TITLES[doc.kind]);
    expect(text).toContain(doc.number);
    expect(text).toContain(doc.seller.name);
    expect(text).toContain(doc.buyer.name);
    expect(text).toContain(
      `Place of supply: ${doc.place_of_supply.name} (${doc.place_of_supply.code})`,
    );
    expect(text).toContain(`Amount in words: ${doc.amount_in_words}`);
    expect(text).toContain('₹');
    expect(text).toContain(
      `Issued electronically by ${doc.seller.name}; no signature is required.`,
    );
  });
});

describe.skipIf(!hasPdftotext)('what each kind prints', () => {
  it('splits an intra-state tax invoice into CGST and SGST, with the referral', async () => {
    const doc = sampleTaxInvoice();
    const text = pdfText(await renderInvoicePdf(doc));
    expect(text).toContain('CGST 9%');
    expect(text).toContain('SGST 9%');
    expect(text).not.toContain('IGST');
    expect(text).toContain(`GSTIN: ${doc.seller.gstin}`);
    expect(text).toContain('Reverse charge: No');
    expect(text).toContain('23 Nov 2026');
    expect(text).toContain(
      `Referral MAV25C (Chetan Patil) applied: −${formatPaise(doc.totals.discount_paise)}`,
    );
  });

  it('charges IGST on an inter-state tax invoice', async () => {
    const text = pdfText(await renderInvoicePdf(sampleInterStateInvoice()));
    expect(text).toContain('IGST 18%');
    expect(text).not.toContain('CGST');
    expect(text).toContain('Place of supply: Maharashtra (27)');
  });

  it('prints how many seats a line is for', async () => {
    const text = pdfText(await renderInvoicePdf(sampleSeatsInvoice()));
    expect(text).toContain('Python: Pro Plan × 5');
    expect(text).toContain('49,995.00');
    expect(pdfText(await renderInvoicePdf(sampleInterStateInvoice()))).not.toContain('×');
  });

  it('prints no tax on an invoice of an unregistered supplier, and says why', async () => {
    const text = pdfText(await renderInvoicePdf(samplePlainInvoice()));
    expect(text).toContain('The supplier is not registered under GST; no GST is charged.');
    expect(text).not.toMatch(/GSTIN|CGST|SGST|IGST|Taxable value|Reverse charge/);
  });

  it('names the invoice a credit note reduces, and why', async () => {
    const doc = sampleCreditNote();
    const text = pdfText(await renderInvoicePdf(doc));
    expect(text).toContain('Against invoice MEN/26-27/00042 dated 23 Nov 2026');
    expect(text).toContain(`Reason: ${doc.reason}`);
    expect(text).toContain('Reverse charge: No');
  });

  it('carries a long table onto a second page under a repeated header', async () => {
    const pdf = await renderInvoicePdf(sampleLongInvoice(20));
    expect(pageCount(pdf)).toBe(2);
    const second = pdfText(pdf, 2);
    expect(second).toContain('(continued)');
    expect(second).toContain('Description');
    expect(second).toContain('Total');
    expect(second).toContain('Page 2 of 2');
  });
});

describe('render time', () => {
  it('renders a warm invoice in well under 100 ms (median of 20)', async () => {
    const doc = sampleTaxInvoice();
    await renderInvoicePdf(doc);
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      await renderInvoicePdf(doc);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    expect(times[10]).toBeLessThan(100);
  });
});

describe('the invoice fonts', () => {
  it('are parsed by the fontkit pdfkit itself loads: one copy in the process', async () => {
    const { createRequire } = await import('node:module');
    const ours = createRequire(import.meta.url).resolve('fontkit');
    const pdfkits = createRequire(createRequire(import.meta.url).resolve('pdfkit')).resolve(
      'fontkit',
    );
    expect(ours).toBe(pdfkits);
  });
});
