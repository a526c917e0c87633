import { istDay } from '../../../../domain/india-time.ts';
import { monthQuerySchema } from '../../../../domain/staff/reports.ts';

/** This month in India ('2026-11'), wherever the browser is. */
export const currentMonth = (now = new Date()) => istDay(now).slice(0, 7);

/** The month the URL names, or this month when it names none or a wrong one. */
export function monthOf(params: URLSearchParams): string {
  const parsed = monthQuerySchema.safeParse({ month: params.get('month') ?? undefined });
  return parsed.success ? parsed.data.month : currentMonth();
}

const monthFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  month: 'long',
  year: 'numeric',
});

/** 'November 2026'. */
export const monthName = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));
