import type { Kysely } from 'kysely';
import { istDayStartIso } from '../../domain/india-time.ts';
import type { OfferReport } from '../../domain/staff/offer-report.ts';
import type { Database } from '../db/schema.ts';
import { nextMonth } from './month-documents.ts';

type Figures = OfferReport['totals'];

/**
 * Per code, the orders paid in an IST month (by the day the payment was confirmed), what they
 * paid, what the code took off them and what was refunded of them: what an offer cost and
 * brought, and the figures a referrer is paid on. Grouped by the code the order carries, so
 * orders from before codes were offers count with theirs.
 */
export async function offerReport(db: Kysely<Database>, month: string): Promise<OfferReport> {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => [
      'referral_code',
      eb.fn.max('referrer').as('referrer'),
      eb.fn.countAll<number>().as('orders'),
      eb.fn.sum<number>('total_paise').as('revenue_paise'),
      eb.fn.sum<number>('discount_paise').as('discount_paise'),
      eb.fn.sum<number>(eb.fn.coalesce('refund_paise', eb.lit(0))).as('refunded_paise'),
    ])
    .where('referral_code', 'is not', null)
    .where('paid_at', '>=', istDayStartIso(`${month}-01`))
    .where('paid_at', '<', istDayStartIso(`${nextMonth(month)}-01`))
    .groupBy('referral_code')
    .orderBy('referral_code')
    .execute();
  const offers = rows.map((row) => {
    const revenue = Number(row.revenue_paise);
    const refunded = Number(row.refunded_paise);
    return {
      code: row.referral_code!,
      referrer: row.referrer ?? '',
      orders: Number(row.orders),
      revenue_paise: revenue,
      discount_paise: Number(row.discount_paise),
      refunded_paise: refunded,
      net_paise: revenue - refunded,
    };
  });
  const sum = (key: keyof Figures) => offers.reduce((total, o) => total + o[key], 0);
  return {
    month,
    offers,
    totals: {
      orders: sum('orders'),
      revenue_paise: sum('revenue_paise'),
      discount_paise: sum('discount_paise'),
      refunded_paise: sum('refunded_paise'),
      net_paise: sum('net_paise'),
    },
  };
}
