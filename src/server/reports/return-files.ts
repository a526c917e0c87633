import type { InvoiceDocument } from '../../domain/gst/invoice-document.ts';
import type { OfferReport } from '../../domain/staff/offer-report.ts';
import { rupees, toCsv } from '../csv/csv-export.ts';
import {
  b2bCreditNotes,
  b2bInvoices,
  documentSummary,
  hsnSummary,
  type TaxSums,
} from './gst-returns.ts';

/**
 * The accountant's CSV files beside the B2C summary, each ending with its totals row. Money is
 * rupees with two decimals; the columns follow the GSTR-1 tables they are copied into.
 */

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** '05-Nov-2026': the date as the GST offline tool takes it. */
function returnDate(day: string): string {
  const [year, month, date] = day.split('-') as [string, string, string];
  return `${date}-${MONTHS[Number(month) - 1]}-${year}`;
}

/** The totals row's first cell: 'Total (1 note)', 'Total (3 notes)'. */
const totalOf = (count: number, one: string) => `Total (${count} ${one}${count === 1 ? '' : 's'})`;
const blanks = (count: number) => Array<string>(count).fill('');

const taxCells = (sums: TaxSums) => [
  rupees(sums.taxable_paise),
  rupees(sums.igst_paise),
  rupees(sums.cgst_paise),
  rupees(sums.sgst_paise),
];

export function gstr1B2bCsv(documents: InvoiceDocument[]): string {
  const { invoices, totals } = b2bInvoices(documents);
  return toCsv(
    [
      'GSTIN of recipient',
      'Receiver name',
      'Invoice number',
      'Invoice date',
      'Invoice value (INR)',
      'Place of supply',
      'Reverse charge',
      'Rate (%)',
      'Taxable value (INR)',
      'IGST (INR)',
      'CGST (INR)',
      'SGST (INR)',
    ],
    [
      ...invoices.map((i) => [
        i.gstin,
        i.name,
        i.number,
        returnDate(i.date),
        rupees(i.value_paise),
        i.place_of_supply,
        'N',
        i.rate_percent,
        ...taxCells(i),
      ]),
      [
        totalOf(invoices.length, 'invoice'),
        ...blanks(3),
        rupees(totals.value_paise),
        ...blanks(3),
        ...taxCells(totals),
      ],
    ],
  );
}

export function gstr1CdnrCsv(documents: InvoiceDocument[]): string {
  const { notes, totals } = b2bCreditNotes(documents);
  return toCsv(
    [
      'GSTIN of recipient',
      'Receiver name',
      'Note number',
      'Note date',
      'Note type',
      'Place of supply',
      'Reverse charge',
      'Note supply type',
      'Note value (INR)',
      'Rate (%)',
      'Taxable value (INR)',
      'IGST (INR)',
      'CGST (INR)',
      'SGST (INR)',
      'Original invoice',
    ],
    [
      // 'C': a credit note; 'Regular': a supply within India, not to an SEZ or a deemed export.
      ...notes.map((n) => [
        n.gstin,
        n.name,
        n.number,
        returnDate(n.date),
        'C',
        n.place_of_supply,
        'N',
        'Regular',
        rupees(n.value_paise),
        n.rate_percent,
        ...taxCells(n),
        n.invoice_number,
      ]),
      [
        totalOf(notes.length, 'note'),
        ...blanks(7),
        rupees(totals.value_paise),
        '',
        ...taxCells(totals),
        '',
      ],
    ],
  );
}

export function hsnSummaryCsv(documents: InvoiceDocument[]): string {
  const { rows, totals } = hsnSummary(documents);
  return toCsv(
    [
      'Supply',
      'HSN/SAC',
      'Description',
      'UQC',
      'Total quantity',
      'Total value (INR)',
      'Rate (%)',
      'Taxable value (INR)',
      'IGST (INR)',
      'CGST (INR)',
      'SGST (INR)',
    ],
    [
      // Services have no unit of quantity: the return takes 'NA' and 0.
      ...rows.map((r) => [
        r.supply,
        r.sac,
        'Education and training services',
        'NA',
        0,
        rupees(r.value_paise),
        r.rate_percent,
        ...taxCells(r),
      ]),
      ['Total', '', '', '', '', rupees(totals.value_paise), '', ...taxCells(totals)],
    ],
  );
}

export function documentSummaryCsv(documents: InvoiceDocument[]): string {
  const rows = documentSummary(documents);
  const sum = (key: 'total' | 'cancelled') => rows.reduce((t, r) => t + r[key], 0);
  return toCsv(
    ['Nature of document', 'Sr. No. from', 'Sr. No. to', 'Total number', 'Cancelled', 'Net issued'],
    [
      ...rows.map((r) => [r.nature, r.from, r.to, r.total, r.cancelled, r.total - r.cancelled]),
      ['Total', '', '', sum('total'), sum('cancelled'), sum('total') - sum('cancelled')],
    ],
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
