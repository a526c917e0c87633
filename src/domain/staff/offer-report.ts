import { z } from '../zod.ts';

const figures = {
  /** Orders paid in the month with the code: the uses that brought money. */
  orders: z.number().int(),
  /** What the orders paid, GST included, after the discount. */
  revenue_paise: z.number().int(),
  /** What the code took off those orders. */
  discount_paise: z.number().int(),
  refunded_paise: z.number().int(),
  /** Revenue less refunds: what a referrer's share is worked out on. */
  net_paise: z.number().int(),
};

/** GET /api/staff/reports/offers/?month=: orders paid in the month, per code. */
export const offerReportSchema = z.object({
  month: z.string(),
  offers: z.array(
    z.object({
      code: z.string(),
      /** The referrer's full name as the orders recorded it; '' for a code without one. */
      referrer: z.string(),
      ...figures,
    }),
  ),
  totals: z.object(figures),
});
export type OfferReport = z.infer<typeof offerReportSchema>;
