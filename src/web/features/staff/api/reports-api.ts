import type { OfferReport } from '../../../../domain/staff/offer-report.ts';
import type { MonthReport } from '../../../../domain/staff/reports.ts';
import { staffRequest, withQuery } from './staff-request.ts';

export const fetchMonthReport = (month: string) =>
  staffRequest<MonthReport>('GET', withQuery('/api/staff/reports/', { month }));

export const fetchOfferReport = (month: string) =>
  staffRequest<OfferReport>('GET', withQuery('/api/staff/reports/offers/', { month }));

/** The accountant's CSV downloads of one month. */
export const REPORT_DOWNLOADS = [
  { file: 'documents.csv', label: 'Invoices and credit notes' },
  { file: 'gstr1-b2c.csv', label: 'GSTR-1 B2C summary' },
  { file: 'revenue-by-program.csv', label: 'Revenue by program' },
  { file: 'gstr1-b2b.csv', label: 'GSTR-1 B2B invoices' },
  { file: 'gstr1-cdnr.csv', label: 'GSTR-1 B2B credit notes' },
  { file: 'hsn-summary.csv', label: 'HSN/SAC summary' },
  { file: 'document-summary.csv', label: 'Documents issued' },
  { file: 'offers.csv', label: 'Offers and referrals' },
] as const;

export const reportCsvPath = (file: string, month: string) =>
  withQuery(`/api/staff/reports/${file}`, { month });
