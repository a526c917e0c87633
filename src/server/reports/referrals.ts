import type { Kysely } from 'kysely';
import { istDayStartIso } from '../../domain/india-time.ts';
import type { ReferralReport } from '../../domain/staff/referral-report.ts';
import type { Database } from '../db/schema.ts';
import { nextMonth } from './month-documents.ts';

/**
 * Per referral code, the orders paid in an IST month (by the day the payment was confirmed),
 * what they paid and what was refunded of them: the figures a referrer is paid on.
 */
export async function referralReport(db: Kysely<Database>, month: string): Promise<ReferralReport> {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => [
      'referral_code',
      eb.fn.max('referrer').as('referrer'),
      eb.fn.countAll<number>().as('orders'),
      eb.fn.sum<number>('total_paise').as('revenue_paise'),
      eb.fn.sum<number>(eb.fn.coalesce('refund_paise', eb.lit(0))).as('refunded_paise'),
    ])
    .where('referral_code', 'is not', null)
    .where('paid_at', '>=', istDayStartIso(`${month}-01`))
    .where('paid_at', '<', istDayStartIso(`${nextMonth(month)}-01`))
    .groupBy('referral_code')
    .orderBy('referral_code')
    .execute();
  const referrals = rows.map((row) => {
    const revenue = Number(row.revenue_paise);
    const refunded = Number(row.refunded_paise);
    return {
      code: row.referral_code!,
      referrer: row.referrer ?? '',
      orders: Number(row.orders),
      revenue_paise: revenue,
      refunded_paise: refunded,
      net_paise: revenue - refunded,
    };
  });
  const sum = (key: 'orders' | 'revenue_paise' | 'refunded_paise' | 'net_paise') =>
    referrals.reduce((total, r) => total + r[key], 0);
  return {
    month,
    referrals,
    totals: {
      orders: sum('orders'),
      revenue_paise: sum('revenue_paise'),
      refunded_paise: sum('refunded_paise'),
      net_paise: sum('net_paise'),
    },
  };
}
