// `npx tsx scripts/render-sample-invoices.ts [outDir]`: renders a sample of each invoice kind
// to PDF, and page 1 of each to PNG when poppler's pdftoppm is installed, for a visual check.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadInvoiceFonts } from '../src/server/invoices/invoice-fonts.ts';
import { renderInvoicePdf } from '../src/server/invoices/invoice-pdf.ts';
import {
  sampleCreditNote,
  sampleInterStateInvoice,
  sampleLongInvoice,
  samplePlainInvoice,
  sampleTaxInvoice,
} from '../src/server/invoices/sample-invoices.ts';

const SAMPLES = {
  'tax-invoice-intra-state': sampleTaxInvoice(),
  'tax-invoice-inter-state': sampleInterStateInvoice(),
  invoice: samplePlainInvoice(),
  'credit-note': sampleCreditNote(),
  'tax-invoice-20-lines': sampleLongInvoice(),
};

const outDir = path.resolve(
  process.argv[2] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'sample-invoices-')),
);
fs.mkdirSync(outDir, { recursive: true });

function hasPdftoppm(): boolean {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const rasterise = hasPdftoppm();

let started = performance.now();
loadInvoiceFonts();
console.log(`fonts loaded in ${(performance.now() - started).toFixed(0)} ms`);

for (const [name, doc] of Object.entries(SAMPLES)) {
  started = performance.now();
  const pdf = await renderInvoicePdf(doc);
  const ms = performance.now() - started;
  const file = path.join(outDir, `${name}.pdf`);
  fs.writeFileSync(file, pdf);
  console.log(`${file}  ${(pdf.length / 1024).toFixed(1)} KB  ${ms.toFixed(1)} ms`);
  if (rasterise) {
    const png = path.join(outDir, name);
    execFileSync('pdftoppm', ['-png', '-r', '110', '-f', '1', '-l', '1', '-singlefile', file, png]);
    console.log(`${png}.png`);
  }
}
