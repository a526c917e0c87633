import type { OfferReport } from '../../../../domain/staff/offer-report.ts';
import type { MonthReport } from '../../../../domain/staff/reports.ts';
import { staffRequest, withQuery } from './staff-request.ts';

export const fetchMonthReport = (month: string) =>
  staffRequest<MonthReport>('GET', withQuery('/api/staff/reports/', { month }));

export const fetchOfferReport = (month: string) =>
  staffRequest<OfferReport>('GET', withQuery('/api/staff/reports/offers/', { month }));

/** The accountant's downloads of one month, each a CSV but the documents' PDFs. */
export const REPORT_DOWNLOADS = [
  { file: 'documents.csv', label: 'Invoices and credit notes', format: 'CSV' },
  { file: 'documents.zip', label: 'Invoices and credit notes', format: 'PDFs in one zip' },
  { file: 'gstr1-b2c.csv', label: 'GSTR-1 B2C summary', format: 'CSV' },
  { file: 'revenue-by-program.csv', label: 'Revenue by program', format: 'CSV' },
  { file: 'gstr1-b2b.csv', label: 'GSTR-1 B2B invoices', format: 'CSV' },
  { file: 'gstr1-cdnr.csv', label: 'GSTR-1 B2B credit notes', format: 'CSV' },
  { file: 'hsn-summary.csv', label: 'HSN/SAC summary', format: 'CSV' },
  { file: 'document-summary.csv', label: 'Documents issued', format: 'CSV' },
  { file: 'offers.csv', label: 'Offers and referrals', format: 'CSV' },
] as const;

export const reportFilePath = (file: string, month: string) =>
  withQuery(`/api/staff/reports/${file}`, { month });
