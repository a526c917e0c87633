import type { MonthReport } from '../../../../domain/staff/reports.ts';
import { staffRequest, withQuery } from './staff-request.ts';

export const fetchMonthReport = (month: string) =>
  staffRequest<MonthReport>('GET', withQuery('/api/staff/reports/', { month }));

/** The accountant's CSV downloads of one month. */
export const REPORT_DOWNLOADS = [
  { file: 'documents.csv', label: 'Invoices and credit notes' },
  { file: 'gstr1-b2c.csv', label: 'GSTR-1 B2C summary' },
  { file: 'revenue-by-program.csv', label: 'Revenue by program' },
] as const;

export const reportCsvPath = (file: string, month: string) =>
  withQuery(`/api/staff/reports/${file}`, { month });
