import { z } from '../zod.ts';

export const monthQuerySchema = z.object({
  month: z
    .string({ error: 'Choose a month (YYYY-MM).' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Choose a month (YYYY-MM).' }),
});

const taxFigures = {
  taxable_paise: z.number().int(),
  cgst_paise: z.number().int(),
  sgst_paise: z.number().int(),
  igst_paise: z.number().int(),
  total_paise: z.number().int(),
};

/** GET /api/staff/reports/?month=: what the accountant's exports hold, for the screen. */
export const monthReportSchema = z.object({
  month: z.string(),
  invoices: z.number().int(),
  credit_notes: z.number().int(),
  /** Invoices less credit notes. */
  totals: z.object(taxFigures),
  /** GSTR-1 B2C: per place of supply and rate. */
  b2c: z.array(
    z.object({
      place_of_supply: z.string(),
      state_name: z.string(),
      rate_percent: z.number(),
      ...taxFigures,
    }),
  ),
  revenue_by_program: z.array(
    z.object({ program: z.string(), lines: z.number().int(), revenue_paise: z.number().int() }),
  ),
});
export type MonthReport = z.infer<typeof monthReportSchema>;
