import { z } from '../zod.ts';

const figures = {
  orders: z.number().int(),
  /** What the orders paid, GST included. */
  revenue_paise: z.number().int(),
  refunded_paise: z.number().int(),
  /** Revenue less refunds: what a referrer's share is worked out on. */
  net_paise: z.number().int(),
};

/** GET /api/staff/reports/referrals/?month=: orders paid in the month, per referral code. */
export const referralReportSchema = z.object({
  month: z.string(),
  referrals: z.array(z.object({ code: z.string(), referrer: z.string(), ...figures })),
  totals: z.object(figures),
});
export type ReferralReport = z.infer<typeof referralReportSchema>;
