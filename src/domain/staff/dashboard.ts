import { z } from '../zod.ts';

export const PERIODS = [
  { key: 'today', label: 'Today', days: 1 },
  { key: '7d', label: '7 days', days: 7 },
  { key: '30d', label: '30 days', days: 30 },
] as const;

const periodFigures = z.object({
  key: z.enum(['today', '7d', '30d']),
  label: z.string(),
  enquiries: z.number().int(),
  orders_placed: z.number().int(),
  orders_paid: z.number().int(),
  /** Invoices less credit notes issued in the period, GST included (`revenueOf`). */
  revenue_paise: z.number().int(),
});

/** GET /api/staff/dashboard/ */
export const dashboardSchema = z.object({
  needs_action: z.object({
    new_enquiries: z.number().int(),
    payment_reported: z.number().int(),
    awaiting_payment: z.number().int(),
  }),
  periods: z.array(periodFigures),
  /** The last 30 days in India time, oldest first, days without revenue included as 0. */
  daily_revenue: z.array(z.object({ date: z.string(), revenue_paise: z.number().int() })),
  /** The 30 days' revenue of the five programs that took most; `items`: invoice lines sold. */
  top_programs: z.array(
    z.object({ program: z.string(), revenue_paise: z.number().int(), items: z.number().int() }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
