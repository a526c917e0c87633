import type { FastifyInstance } from 'fastify';
import type { TestAccount, callAs } from './accounts.ts';
import { placeOrder } from './orders.ts';

type Caller = ReturnType<typeof callAs>;

/** A published valid GSTIN (Maharashtra): its buyer is billed IGST by a Karnataka seller. */
export const MONTH_BUYER_GSTIN = '27AAPFU0939F1ZV';
/** The business the GSTIN registers, with characters XML and CSV must escape. */
export const MONTH_BUSINESS = 'Apex & Sons <Skills> "India" Private Limited';

async function markPaid(owner: Caller, number: string, utr: string) {
  const { version } = (await owner.get(`/api/staff/orders/${number}/`)).json();
  const paid = await owner.post(`/api/staff/orders/${number}/transitions/`, {
    to: 'paid',
    version,
    utr,
  });
  if (paid.statusCode !== 200) throw new Error(`paying ${number} failed: ${paid.body}`);
}

/** A refund of `paise`, ending the access of `lines` (by position; none for an amount only). */
async function refund(owner: Caller, number: string, paise: number, lines: number[]) {
  const order = (await owner.get(`/api/staff/orders/${number}/`)).json();
  const refunded = await owner.post(`/api/staff/orders/${number}/transitions/`, {
    to: 'refunded',
    version: order.version,
    amount_paise: paise,
    reason: 'Left the course in week one',
    lines: lines.map((place) => order.items[place].id),
  });
  if (refunded.statusCode !== 200) throw new Error(`refunding ${number} failed: ${refunded.body}`);
}

/**
 * A month of orders as the accountant meets them, paid by the seller in Karnataka (29): a
 * learner in Karnataka (CGST and SGST), a learner in Tamil Nadu with a referral code's discount
 * and two refunds (IGST, two credit notes), a business in Maharashtra buying two programs (B2B,
 * IGST), an order not yet paid, and one paid the month before (its payment and invoice moved
 * back a month). The order numbers.
 */
export async function payMonthOfOrders(app: FastifyInstance, owner: Caller, learner: TestAccount) {
  const local = await placeOrder(app, learner, { overrides: { state: '29' } });
  await markPaid(owner, local, '300000000101');

  const away = await placeOrder(app, learner, {
    overrides: {
      state: '33',
      referral_code: 'MAV25A',
      original_paise: 999900,
      discount_paise: 100000,
      total_paise: 899900,
    },
  });
  await markPaid(owner, away, '300000000102');
  await refund(owner, away, 100000, [0]);
  await refund(owner, away, 50050, []);

  const business = await placeOrder(app, learner, {
    overrides: {
      state: '29',
      buyer_gstin: MONTH_BUYER_GSTIN,
      buyer_company: MONTH_BUSINESS,
      cart: [
        { program: 'Python', plan: 'Pro Plan', plan_paise: 999900 },
        { program: 'Excel', plan: 'Basic Plan', plan_paise: 499900 },
      ],
      original_paise: 1499800,
      total_paise: 1499800,
    },
  });
  await markPaid(owner, business, '300000000103');

  const unpaid = await placeOrder(app, learner, { overrides: { state: '27' } });

  const earlier = await placeOrder(app, learner, { overrides: { state: '29' } });
  await markPaid(owner, earlier, '300000000104');
  const { db } = app.database;
  const { id } = await db
    .selectFrom('orders')
    .select('id')
    .where('number', '=', earlier)
    .executeTakeFirstOrThrow();
  const monthBefore = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000).toISOString();
  await db.updateTable('orders').set({ paid_at: monthBefore }).where('id', '=', id).execute();
  await db
    .updateTable('invoices')
    .set({ issued_at: monthBefore })
    .where('order_id', '=', id)
    .execute();

  return { local, away, business, unpaid, earlier };
}
