import { istDay } from '../../domain/india-time.ts';
import type { TdsReport } from '../../domain/staff/tds-report.ts';
import { rupees, toCsv } from '../csv/csv-export.ts';

/**
 * A month's TDS receivable for the accountant: one row per order paid net of TDS, to claim
 * against Form 26AS and the buyers' certificates, and the total.
 */
export function tdsReceivableCsv(report: TdsReport): string {
  const { receivables } = report;
  return toCsv(
    [
      'Order',
      'Paid on',
      'Buyer',
      'Buyer GSTIN',
      'Buyer PAN',
      'Invoice',
      'TDS (INR)',
      'Section',
      'Certificate',
    ],
    [
      ...receivables.map((r) => [
        r.order_number,
        istDay(r.recorded_at),
        r.buyer,
        r.gstin,
        r.pan,
        r.invoice_number ?? '',
        rupees(r.amount_paise),
        r.section,
        r.certificate_number ?? 'awaited',
      ]),
      [
        `Total (${receivables.length} ${receivables.length === 1 ? 'order' : 'orders'})`,
        ...Array<string>(5).fill(''),
        rupees(report.total_paise),
        '',
        `${rupees(report.awaited_paise)} awaited`,
      ],
    ],
  );
}
