import type { InvoiceDocument } from '../../domain/gst/invoice-document.ts';
import { istDay } from '../../domain/india-time.ts';
import { isB2B, signOf } from './month-documents.ts';

/**
 * The GSTR-1 tables beside the B2C summary, computed from the documents as issued: B2B invoices
 * (table 4), credit notes to registered buyers (table 9B, CDNR), the HSN/SAC summary (table 12)
 * and the documents issued (table 13).
 */

/** The rate the return reports: none on an invoice of a supplier outside GST. */
export const rateOf = (document: InvoiceDocument) =>
  document.kind === 'invoice' ? 0 : document.gst_rate_percent;

export interface TaxSums {
  value_paise: number;
  taxable_paise: number;
  igst_paise: number;
  cgst_paise: number;
  sgst_paise: number;
}

const noTax = (): TaxSums => ({
  value_paise: 0,
  taxable_paise: 0,
  igst_paise: 0,
  cgst_paise: 0,
  sgst_paise: 0,
});

function add(
  target: TaxSums,
  sign: number,
  figures: Omit<TaxSums, 'value_paise'> & { total_paise: number },
) {
  target.value_paise += sign * figures.total_paise;
  target.taxable_paise += sign * figures.taxable_paise;
  target.igst_paise += sign * figures.igst_paise;
  target.cgst_paise += sign * figures.cgst_paise;
  target.sgst_paise += sign * figures.sgst_paise;
}

export interface B2bInvoice extends TaxSums {
  gstin: string;
  name: string;
  number: string;
  date: string;
  place_of_supply: string;
  rate_percent: number;
}

export interface B2bCreditNote extends B2bInvoice {
  /** The invoice the note reduces. */
  invoice_number: string;
}

/**
 * Each invoice, or each credit note, to a registered buyer, in number order, its figures as the
 * document prints them (a note's positive): the B2C summary leaves all of these out.
 */
function b2bDocuments(documents: InvoiceDocument[], creditNotes: boolean) {
  const totals = noTax();
  const rows = documents
    .filter((d) => (d.kind === 'credit-note') === creditNotes && isB2B(d))
    .map((d): B2bCreditNote => {
      const sums = noTax();
      add(sums, 1, d.totals);
      add(totals, 1, d.totals);
      return {
        gstin: d.buyer.gstin!,
        name: d.buyer.name,
        number: d.number,
        date: istDay(d.issued_at),
        invoice_number: d.refers_to?.number ?? '',
        place_of_supply: `${d.place_of_supply.code}-${d.place_of_supply.name}`,
        rate_percent: rateOf(d),
        ...sums,
      };
    });
  return { rows, totals };
}

/** Each invoice to a registered buyer (GSTR-1 table 4); their credit notes are not here. */
export function b2bInvoices(documents: InvoiceDocument[]): {
  invoices: B2bInvoice[];
  totals: TaxSums;
} {
  const { rows, totals } = b2bDocuments(documents, false);
  return { invoices: rows.map(({ invoice_number: _, ...invoice }) => invoice), totals };
}

/** Each credit note to a registered buyer (GSTR-1 table 9B, CDNR). */
export function b2bCreditNotes(documents: InvoiceDocument[]): {
  notes: B2bCreditNote[];
  totals: TaxSums;
} {
  const { rows, totals } = b2bDocuments(documents, true);
  return { notes: rows, totals };
}

export interface HsnRow extends TaxSums {
  supply: 'B2B' | 'B2C';
  sac: string;
  rate_percent: number;
}

/**
 * Per kind of supply (B2B apart from B2C, as the return now asks), SAC and rate: the value,
 * taxable value and taxes of every line, credit notes taken away.
 */
export function hsnSummary(documents: InvoiceDocument[]): { rows: HsnRow[]; totals: TaxSums } {
  const rows = new Map<string, HsnRow>();
  const totals = noTax();
  for (const document of documents) {
    const sign = signOf(document);
    const supply = isB2B(document) ? 'B2B' : 'B2C';
    const rate = rateOf(document);
    for (const line of document.lines) {
      const key = `${supply}|${line.sac}|${rate}`;
      const row = rows.get(key) ?? { supply, sac: line.sac, rate_percent: rate, ...noTax() };
      add(row, sign, line);
      add(totals, sign, line);
      rows.set(key, row);
    }
  }
  const sorted = [...rows.values()].sort(
    (a, b) =>
      a.supply.localeCompare(b.supply) ||
      a.sac.localeCompare(b.sac) ||
      a.rate_percent - b.rate_percent,
  );
  return { rows: sorted, totals };
}

export interface DocumentSeriesRow {
  nature: 'Invoices for outward supply' | 'Credit note';
  from: string;
  to: string;
  total: number;
  cancelled: number;
}

const seriesOf = (number: string) => number.replace(/\d+$/, '');
const serialOf = (number: string) => Number(/\d+$/.exec(number)?.[0] ?? 0);
const NATURES: Array<DocumentSeriesRow['nature']> = ['Invoices for outward supply', 'Credit note'];

/**
 * Per series (an invoice prefix and financial year): the first and last number issued, how many,
 * and how many cancelled. An issued document is never cancelled here: a refund is a credit note.
 */
export function documentSummary(documents: InvoiceDocument[]): DocumentSeriesRow[] {
  const series = new Map<string, DocumentSeriesRow>();
  for (const document of documents) {
    const nature = document.kind === 'credit-note' ? 'Credit note' : 'Invoices for outward supply';
    const key = `${nature}|${seriesOf(document.number)}`;
    const row = series.get(key);
    if (!row) {
      series.set(key, {
        nature,
        from: document.number,
        to: document.number,
        total: 1,
        cancelled: 0,
      });
      continue;
    }
    if (serialOf(document.number) < serialOf(row.from)) row.from = document.number;
    if (serialOf(document.number) > serialOf(row.to)) row.to = document.number;
    row.total += 1;
  }
  return [...series.values()].sort(
    (a, b) => NATURES.indexOf(a.nature) - NATURES.indexOf(b.nature) || a.from.localeCompare(b.from),
  );
}
