import type { OfferReport } from '../../../../domain/staff/offer-report.ts';
import type { MonthReport } from '../../../../domain/staff/reports.ts';
import type { TdsReport } from '../../../../domain/staff/tds-report.ts';
import { staffRequest, withQuery } from './staff-request.ts';

export const fetchMonthReport = (month: string) =>
  staffRequest<MonthReport>('GET', withQuery('/api/staff/reports/', { month }));

export const fetchOfferReport = (month: string) =>
  staffRequest<OfferReport>('GET', withQuery('/api/staff/reports/offers/', { month }));

export const fetchTdsReport = (month: string) =>
  staffRequest<TdsReport>('GET', withQuery('/api/staff/reports/tds/', { month }));

/**
 * The accountant's downloads of one month: its documents and reports, then GSTR-1, each section
 * as the GST offline tool imports it and the whole return as the portal's JSON.
 */
export const REPORT_DOWNLOADS = [
  { file: 'documents.csv', label: 'Invoices and credit notes', format: 'CSV' },
  { file: 'documents.zip', label: 'Invoices and credit notes', format: 'PDFs in one zip' },
  { file: 'revenue-by-program.csv', label: 'Revenue by program', format: 'CSV' },
  { file: 'offers.csv', label: 'Offers and referrals', format: 'CSV' },
  { file: 'orders.csv', label: 'Orders paid, with tax and refunds', format: 'CSV' },
  { file: 'tds-receivable.csv', label: 'TDS receivable', format: 'CSV' },
  { file: 'tally-vouchers.xml', label: 'Sales and credit note vouchers', format: 'Tally XML' },
  { file: 'gstr1.json', label: 'GSTR-1, the whole month', format: 'JSON for the GST portal' },
  { file: 'gstr1-b2b.csv', label: 'GSTR-1 b2b: registered buyers', format: 'CSV' },
  { file: 'gstr1-b2cl.csv', label: 'GSTR-1 b2cl: large inter-state sales', format: 'CSV' },
  { file: 'gstr1-b2c.csv', label: 'GSTR-1 b2cs: other B2C sales', format: 'CSV' },
  { file: 'gstr1-cdnr.csv', label: 'GSTR-1 cdnr: credit notes, registered', format: 'CSV' },
  { file: 'gstr1-cdnur.csv', label: 'GSTR-1 cdnur: credit notes, b2cl', format: 'CSV' },
  { file: 'hsn-b2b.csv', label: 'GSTR-1 hsn(b2b): SAC summary', format: 'CSV' },
  { file: 'hsn-b2c.csv', label: 'GSTR-1 hsn(b2c): SAC summary', format: 'CSV' },
  { file: 'document-summary.csv', label: 'GSTR-1 docs: documents issued', format: 'CSV' },
] as const;

export const reportFilePath = (file: string, month: string) =>
  withQuery(`/api/staff/reports/${file}`, { month });
