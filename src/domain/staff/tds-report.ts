import { z } from '../zod.ts';
import { tdsReceivableSchema } from './payments.ts';

/** GET /api/staff/reports/tds/?month=: the TDS receivable of the orders paid in a month. */
export const tdsReportSchema = z.object({
  month: z.string(),
  /** By the moment each order was paid. */
  receivables: z.array(tdsReceivableSchema),
  total_paise: z.number().int(),
  /** Of the total, what no certificate covers yet. */
  awaited_paise: z.number().int(),
});
export type TdsReport = z.infer<typeof tdsReportSchema>;
