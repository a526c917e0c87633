import { isB2cLarge } from '../../domain/gst/b2c-large.ts';
import type { InvoiceDocument } from '../../domain/gst/invoice-document.ts';
import { istDay } from '../../domain/india-time.ts';
import { isB2B, signOf } from './month-documents.ts';

/**
 * A month's GSTR-1, section by section, from its documents as issued: B2B invoices (table 4),
 * B2C Large invoices (table 5), the B2C Others summary (table 7), credit notes to registered
 * buyers (table 9B, CDNR) and to B2C Large buyers (table 9B, CDNUR), the HSN/SAC summary of
 * registered and unregistered buyers apart (table 12) and the documents issued (table 13).
 * Money stays in paise; the files write it out.
 */

/** The rate the return reports: none on an invoice of a supplier outside GST. */
export const rateOf = (document: InvoiceDocument) =>
  document.kind === 'invoice' ? 0 : document.gst_rate_percent;

export interface TaxFigures {
  taxable_paise: number;
  igst_paise: number;
  cgst_paise: number;
  sgst_paise: number;
}

const noTax = (): TaxFigures => ({ taxable_paise: 0, igst_paise: 0, cgst_paise: 0, sgst_paise: 0 });

function add(target: TaxFigures, sign: number, figures: TaxFigures) {
  target.taxable_paise += sign * figures.taxable_paise;
  target.igst_paise += sign * figures.igst_paise;
  target.cgst_paise += sign * figures.cgst_paise;
  target.sgst_paise += sign * figures.sgst_paise;
}

const isNil = (figures: TaxFigures) =>
  figures.taxable_paise === 0 &&
  figures.igst_paise === 0 &&
  figures.cgst_paise === 0 &&
  figures.sgst_paise === 0;

/** An invoice or credit note as the return lists it, its figures as it prints them. */
export interface ReturnDocument extends TaxFigures {
  number: string;
  /** The India date it was issued, YYYY-MM-DD. */
  day: string;
  /** What it is worth, tax included. */
  value_paise: number;
  place_of_supply: { code: string; name: string };
  /** A document has one rate, so it is one row of its section. */
  rate_percent: number;
  /** CGST and SGST rather than IGST. */
  intra_state: boolean;
}

/** A document to a registered buyer, named by the business's legal name. */
export interface RegisteredDocument extends ReturnDocument {
  gstin: string;
  name: string;
}

/** B2C Others: a place of supply and rate, its invoices less their credit notes. */
export interface B2csRow extends TaxFigures {
  place_of_supply: { code: string; name: string };
  rate_percent: number;
  intra_state: boolean;
}

export interface HsnRow extends TaxFigures {
  sac: string;
  rate_percent: number;
  value_paise: number;
}

export interface DocumentSeries {
  /** As the return's list of documents names them. */
  nature: 'Invoices for outward supply' | 'Credit Note';
  from: string;
  to: string;
  total: number;
  cancelled: number;
}

export interface Gstr1Return {
  b2b: RegisteredDocument[];
  b2cl: ReturnDocument[];
  b2cs: B2csRow[];
  cdnr: RegisteredDocument[];
  cdnur: ReturnDocument[];
  hsn: { b2b: HsnRow[]; b2c: HsnRow[] };
  documents: DocumentSeries[];
}

type Section = 'b2b' | 'b2cl' | 'b2cs' | 'cdnr' | 'cdnur';

/**
 * Where a document goes. A credit note follows its invoice: one against a B2C Large invoice is
 * listed in CDNUR, any other to an unregistered buyer reduces the B2C Others summary, as the
 * return has no table of its own for those.
 */
function sectionOf(document: InvoiceDocument, invoicePaise: number): Section {
  const note = document.kind === 'credit-note';
  if (isB2B(document)) return note ? 'cdnr' : 'b2b';
  const large = isB2cLarge({
    buyerGstin: document.buyer.gstin,
    placeOfSupply: document.place_of_supply.code,
    sellerState: document.seller.state_code,
    invoicePaise,
  });
  if (!large) return 'b2cs';
  return note ? 'cdnur' : 'b2cl';
}

const returnDocument = (d: InvoiceDocument): ReturnDocument => ({
  number: d.number,
  day: istDay(d.issued_at),
  value_paise: d.totals.total_paise,
  place_of_supply: d.place_of_supply,
  rate_percent: rateOf(d),
  intra_state: d.intra_state,
  taxable_paise: d.totals.taxable_paise,
  igst_paise: d.totals.igst_paise,
  cgst_paise: d.totals.cgst_paise,
  sgst_paise: d.totals.sgst_paise,
});

const registeredDocument = (d: InvoiceDocument): RegisteredDocument => ({
  ...returnDocument(d),
  gstin: d.buyer.gstin!,
  name: d.buyer.name,
});

/** The B2C Others rows: per place of supply and rate, in code and rate order, none left at nil. */
function b2csRows(documents: InvoiceDocument[]): B2csRow[] {
  const rows = new Map<string, B2csRow>();
  for (const d of documents) {
    const rate = rateOf(d);
    const key = `${d.place_of_supply.code}|${rate}`;
    const row = rows.get(key) ?? {
      place_of_supply: d.place_of_supply,
      rate_percent: rate,
      intra_state: d.intra_state,
      ...noTax(),
    };
    add(row, signOf(d), d.totals);
    rows.set(key, row);
  }
  return [...rows.values()]
    .filter((row) => !isNil(row))
    .sort(
      (a, b) =>
        a.place_of_supply.code.localeCompare(b.place_of_supply.code) ||
        a.rate_percent - b.rate_percent,
    );
}

/** Per SAC and rate: the value, taxable value and taxes of every line, credit notes taken away. */
function hsnRows(documents: InvoiceDocument[]): HsnRow[] {
  const rows = new Map<string, HsnRow>();
  for (const d of documents) {
    const sign = signOf(d);
    const rate = rateOf(d);
    for (const line of d.lines) {
      const key = `${line.sac}|${rate}`;
      const row = rows.get(key) ?? {
        sac: line.sac,
        rate_percent: rate,
        value_paise: 0,
        ...noTax(),
      };
      row.value_paise += sign * line.total_paise;
      add(row, sign, line);
      rows.set(key, row);
    }
  }
  return [...rows.values()]
    .filter((row) => !isNil(row))
    .sort((a, b) => a.sac.localeCompare(b.sac) || a.rate_percent - b.rate_percent);
}

const seriesOf = (number: string) => number.replace(/\d+$/, '');
const serialOf = (number: string) => Number(/\d+$/.exec(number)?.[0] ?? 0);
const NATURES: Array<DocumentSeries['nature']> = ['Invoices for outward supply', 'Credit Note'];

/**
 * Per series (an invoice prefix and financial year): the first and last number issued, how many,
 * and how many cancelled. An issued document is never cancelled here: a refund is a credit note.
 */
function documentSeries(documents: InvoiceDocument[]): DocumentSeries[] {
  const series = new Map<string, DocumentSeries>();
  for (const document of documents) {
    const nature = document.kind === 'credit-note' ? 'Credit Note' : 'Invoices for outward supply';
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

/**
 * The month's return from its documents (invoices first, each kind by number). `invoiceValues`
 * gives each credit note's invoice's value by the note's number, as a note follows its invoice
 * into B2C Large and the invoice may be of an earlier month.
 */
export function gstr1Return(
  documents: InvoiceDocument[],
  invoiceValues: ReadonlyMap<string, number>,
): Gstr1Return {
  const bySection: Record<Section, InvoiceDocument[]> = {
    b2b: [],
    b2cl: [],
    b2cs: [],
    cdnr: [],
    cdnur: [],
  };
  for (const d of documents) {
    const invoicePaise =
      d.kind === 'credit-note' ? (invoiceValues.get(d.number) ?? 0) : d.totals.total_paise;
    bySection[sectionOf(d, invoicePaise)].push(d);
  }
  return {
    b2b: bySection.b2b.map(registeredDocument),
    b2cl: bySection.b2cl.map(returnDocument),
    b2cs: b2csRows(bySection.b2cs),
    cdnr: bySection.cdnr.map(registeredDocument),
    cdnur: bySection.cdnur.map(returnDocument),
    hsn: {
      b2b: hsnRows([...bySection.b2b, ...bySection.cdnr]),
      b2c: hsnRows([...bySection.b2cl, ...bySection.b2cs, ...bySection.cdnur]),
    },
    documents: documentSeries(documents),
  };
}
