import type { OfferReport } from '../../domain/staff/offer-report.ts';
import { csvLine, rupees, toCsv, type CsvRow } from '../csv/csv-export.ts';
import type { Gstr1Return, HsnRow } from './gst-returns.ts';
import {
  B2CS_TYPE,
  GSTR1_COLUMNS,
  INVOICE_TYPE_REGULAR,
  NO_REVERSE_CHARGE,
  NOTE_TYPE_CREDIT,
  SAC_DESCRIPTIONS,
  SERVICE_UQC,
  UR_TYPE_B2CL,
  portalPlaceOfSupply,
  templateDate,
} from './gstr1-templates.ts';

/**
 * The GSTR-1 sections as the offline tool imports them: its template's columns, one row per
 * document and rate, money in rupees with two decimals, and nothing else. No totals row, which
 * the tool would read as a document; no byte-order mark, which would become part of the first
 * column's name. The rate is the tax rate (18), the tool works the tax out from it; the columns
 * for a reduced rate (Applicable %) and an e-commerce operator stay blank, and cess is nil.
 */
const templateCsv = (columns: readonly string[], rows: CsvRow[]) =>
  [[...columns], ...rows].map(csvLine).join('');

const NO_CESS = rupees(0);

export function gstr1B2bCsv({ b2b }: Gstr1Return): string {
  return templateCsv(
    GSTR1_COLUMNS.b2b,
    b2b.map((i) => [
      i.gstin,
      i.name,
      i.number,
      templateDate(i.day),
      rupees(i.value_paise),
      portalPlaceOfSupply(i.place_of_supply),
      NO_REVERSE_CHARGE,
      '',
      INVOICE_TYPE_REGULAR,
      '',
      i.rate_percent,
      rupees(i.taxable_paise),
      NO_CESS,
    ]),
  );
}

export function gstr1B2clCsv({ b2cl }: Gstr1Return): string {
  return templateCsv(
    GSTR1_COLUMNS.b2cl,
    b2cl.map((i) => [
      i.number,
      templateDate(i.day),
      rupees(i.value_paise),
      portalPlaceOfSupply(i.place_of_supply),
      '',
      i.rate_percent,
      rupees(i.taxable_paise),
      NO_CESS,
      '',
    ]),
  );
}

export function gstr1B2csCsv({ b2cs }: Gstr1Return): string {
  return templateCsv(
    GSTR1_COLUMNS.b2cs,
    b2cs.map((r) => [
      B2CS_TYPE,
      portalPlaceOfSupply(r.place_of_supply),
      r.rate_percent,
      '',
      rupees(r.taxable_paise),
      NO_CESS,
      '',
    ]),
  );
}

export function gstr1CdnrCsv({ cdnr }: Gstr1Return): string {
  return templateCsv(
    GSTR1_COLUMNS.cdnr,
    cdnr.map((n) => [
      n.gstin,
      n.name,
      n.number,
      templateDate(n.day),
      NOTE_TYPE_CREDIT,
      portalPlaceOfSupply(n.place_of_supply),
      NO_REVERSE_CHARGE,
      INVOICE_TYPE_REGULAR,
      rupees(n.value_paise),
      '',
      n.rate_percent,
      rupees(n.taxable_paise),
      NO_CESS,
    ]),
  );
}

export function gstr1CdnurCsv({ cdnur }: Gstr1Return): string {
  return templateCsv(
    GSTR1_COLUMNS.cdnur,
    cdnur.map((n) => [
      UR_TYPE_B2CL,
      n.number,
      templateDate(n.day),
      NOTE_TYPE_CREDIT,
      portalPlaceOfSupply(n.place_of_supply),
      rupees(n.value_paise),
      '',
      n.rate_percent,
      rupees(n.taxable_paise),
      NO_CESS,
    ]),
  );
}

/** hsn(b2b) or hsn(b2c): one row per SAC and rate. */
export function gstr1HsnCsv(rows: HsnRow[]): string {
  return templateCsv(
    GSTR1_COLUMNS.hsn,
    rows.map((r) => [
      r.sac,
      SAC_DESCRIPTIONS[r.sac] ?? '',
      SERVICE_UQC,
      0,
      rupees(r.value_paise),
      r.rate_percent,
      rupees(r.taxable_paise),
      rupees(r.igst_paise),
      rupees(r.cgst_paise),
      rupees(r.sgst_paise),
      NO_CESS,
    ]),
  );
}

export function gstr1DocsCsv({ documents }: Gstr1Return): string {
  return templateCsv(
    GSTR1_COLUMNS.docs,
    documents.map((s) => [s.nature, s.from, s.to, s.total, s.cancelled]),
  );
}

export function offersCsv(report: OfferReport): string {
  const money = (f: OfferReport['totals']) => [
    f.orders,
    rupees(f.revenue_paise),
    rupees(f.discount_paise),
    rupees(f.refunded_paise),
    rupees(f.net_paise),
  ];
  return toCsv(
    [
      'Code',
      'Referrer',
      'Orders',
      'Revenue (INR)',
      'Discount given (INR)',
      'Refunded (INR)',
      'Net (INR)',
    ],
    [
      ...report.offers.map((o) => [o.code, o.referrer, ...money(o)]),
      ['Total', '', ...money(report.totals)],
    ],
  );
}
