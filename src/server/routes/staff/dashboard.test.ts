import { expect, it } from 'vitest';
import { istDay } from '../../../domain/india-time.ts';
import { accountWithRole, callAs, signUpAndLogIn } from '../../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';
import { placeOrder } from '../../test/orders.ts';
import type { FastifyInstance } from 'fastify';

/** Moves an order's payment and the issue of its invoice to `at`, as if both happened then. */
async function backdate(app: FastifyInstance, number: string, at: string) {
  const db = app.database.db;
  const { id } = await db
    .selectFrom('orders')
    .select('id')
    .where('number', '=', number)
    .executeTakeFirstOrThrow();
  await db.updateTable('orders').set({ paid_at: at }).where('id', '=', id).execute();
  const invoice = await db
    .selectFrom('invoices')
    .select(['id', 'document'])
    .where('order_id', '=', id)
    .executeTakeFirstOrThrow();
  const document = { ...JSON.parse(invoice.document), issued_at: at };
  await db
    .updateTable('invoices')
    .set({ issued_at: at, document: JSON.stringify(document) })
    .where('id', '=', invoice.id)
    .execute();
}

describeEachEngine('staff dashboard', (engine) => {
  const ctx = useAppWithSmtp(engine);

  it('counts what needs action and what was sold, by India days', async () => {
    const { app } = ctx.t;
    const asha = await signUpAndLogIn(app, 'asha@example.com', 'Asha Rao');
    const paidToday = await placeOrder(app, asha, { reported: true });
    await placeOrder(app, asha, { reported: true });
    await placeOrder(app, asha);
    const paidEarlier = await placeOrder(app, asha);
    await app.inject({
      method: 'POST',
      url: '/api/contact-enquiry-email/',
      payload: {
        name: 'K',
        email: 'k@example.com',
        phone: '9876543210',
        company: 'C',
        subject: 'S',
        message: 'M',
      },
    });
    const staff = callAs(app, await accountWithRole(app, 'staff'));
    for (const [number, utr] of [
      [paidToday, '100000000001'],
      [paidEarlier, '100000000002'],
    ] as const) {
      const { version } = (await staff.get(`/api/staff/orders/${number}/`)).json();
      await staff.post(`/api/staff/orders/${number}/transitions/`, { to: 'paid', version, utr });
    }
    // One payment arrived, and its invoice was issued, ten days ago.
    const tenDaysAgo = new Date(Date.now() - 10 * 24 * 60 * 60 * 1000);
    await backdate(app, paidEarlier, tenDaysAgo.toISOString());

    const dashboard = (await staff.get('/api/staff/dashboard/')).json();
    expect(dashboard.needs_action).toEqual({
      new_enquiries: 1,
      payment_reported: 1,
      awaiting_payment: 1,
    });
    expect(dashboard.periods).toEqual([
      {
        key: 'today',
        label: 'Today',
        enquiries: 1,
        orders_placed: 4,
        orders_paid: 1,
        revenue_paise: 999900,
      },
      {
        key: '7d',
        label: '7 days',
        enquiries: 1,
        orders_placed: 4,
        orders_paid: 1,
        revenue_paise: 999900,
      },
      {
        key: '30d',
        label: '30 days',
        enquiries: 1,
        orders_placed: 4,
        orders_paid: 2,
        revenue_paise: 1999800,
      },
    ]);
    expect(dashboard.daily_revenue).toHaveLength(30);
    expect(dashboard.daily_revenue.at(-1)).toEqual({
      date: istDay(new Date()),
      revenue_paise: 999900,
    });
    expect(
      dashboard.daily_revenue.find((d: { date: string }) => d.date === istDay(tenDaysAgo)),
    ).toEqual({
      date: istDay(tenDaysAgo),
      revenue_paise: 999900,
    });
    expect(dashboard.top_programs).toEqual([
      { program: 'Python', revenue_paise: 1999800, items: 2 },
    ]);
  });

  it('shows the same revenue as the reports, net of credit notes, to the paisa', async () => {
    const { app } = ctx.t;
    const asha = await signUpAndLogIn(app, 'asha@example.com', 'Asha Rao');
    const owner = callAs(app, await accountWithRole(app, 'owner'));
    const pay = async (overrides: object, utr: string) => {
      const number = await placeOrder(app, asha, { overrides });
      const { version } = (await owner.get(`/api/staff/orders/${number}/`)).json();
      return (
        await owner.post(`/api/staff/orders/${number}/transitions/`, { to: 'paid', version, utr })
      ).json();
    };
    // ₹4,999 + ₹14,999 less ₹2,000 with a referral code: the Basic line's share of the discount
    // leaves it at ₹4,499.05, the Premium line at ₹13,498.95.
    const withCode = await pay(
      {
        cart: [
          { program: 'Python', plan: 'Basic Plan', plan_paise: 499900 },
          { program: 'Data Analytics', plan: 'Premium Plan', plan_paise: 1499900 },
        ],
        original_paise: 1999800,
        discount_paise: 200000,
        total_paise: 1799800,
        referral_code: 'MAV25C',
      },
      '400000000001',
    );
    await pay(
      {
        cart: [{ program: 'Java', plan: 'Pro Plan', plan_paise: 999900 }],
        original_paise: 999900,
        total_paise: 999900,
      },
      '400000000002',
    );
    // A partial refund of an odd amount on the Premium line: a credit note of ₹333.33.
    const refunded = await owner.post(`/api/staff/orders/${withCode.number}/transitions/`, {
      to: 'refunded',
      version: withCode.version,
      amount_paise: 33333,
      reason: 'Partial refund',
      lines: [withCode.items[1].id],
    });
    expect(refunded.statusCode).toBe(200);

    const revenue = 1799800 + 999900 - 33333;
    const accountant = callAs(app, await accountWithRole(app, 'accountant'));
    const month = istDay(new Date()).slice(0, 7);
    const report = (await accountant.get(`/api/staff/reports/?month=${month}`)).json();
    const dashboard = (await accountant.get('/api/staff/dashboard/')).json();

    expect(report.totals.total_paise).toBe(revenue);
    expect(dashboard.periods.map((p: { revenue_paise: number }) => p.revenue_paise)).toEqual([
      revenue,
      revenue,
      revenue,
    ]);
    expect(dashboard.daily_revenue.at(-1).revenue_paise).toBe(revenue);
    expect(report.revenue_by_program).toEqual([
      { program: 'Data Analytics', lines: 1, revenue_paise: 1349895 - 33333 },
      { program: 'Java', lines: 1, revenue_paise: 999900 },
      { program: 'Python', lines: 1, revenue_paise: 449905 },
    ]);
    expect(dashboard.top_programs).toEqual(
      report.revenue_by_program.map(
        (p: { program: string; lines: number; revenue_paise: number }) => ({
          program: p.program,
          revenue_paise: p.revenue_paise,
          items: p.lines,
        }),
      ),
    );
    const lineSum = report.revenue_by_program.reduce(
      (sum: number, p: { revenue_paise: number }) => sum + p.revenue_paise,
      0,
    );
    expect(lineSum).toBe(revenue);

    const csv = (
      await accountant.get(`/api/staff/reports/revenue-by-program.csv?month=${month}`)
    ).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csv).toEqual([
      'Program,Lines sold,Revenue incl. GST (INR)',
      'Data Analytics,1,13165.62',
      'Java,1,9999.00',
      'Python,1,4499.05',
      'Total,3,27663.67',
    ]);
  });
});
