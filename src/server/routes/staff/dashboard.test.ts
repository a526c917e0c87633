import { expect, it } from 'vitest';
import { istDay } from '../../../domain/india-time.ts';
import { accountWithRole, callAs, signUpAndLogIn } from '../../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';
import { placeOrder } from '../../test/orders.ts';
import type { FastifyInstance } from 'fastify';

/** Moves the issue of a document to `at`: its row, the JSON it was issued as, and its lines. */
async function backdateDocument(app: FastifyInstance, id: number, at: string) {
  const db = app.database.db;
  const stored = await db
    .selectFrom('invoices')
    .select('document')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const document = { ...JSON.parse(stored.document), issued_at: at };
  await db
    .updateTable('invoices')
    .set({ issued_at: at, document: JSON.stringify(document) })
    .where('id', '=', id)
    .execute();
  await db
    .updateTable('document_lines')
    .set({ issued_at: at, issued_on: istDay(at) })
    .where('invoice_id', '=', id)
    .execute();
}

/** The id of an order's invoice, or of its credit note. */
async function documentOf(app: FastifyInstance, number: string, kind: 'invoice' | 'credit-note') {
  const row = await app.database.db
    .selectFrom('invoices')
    .innerJoin('orders', 'orders.id', 'invoices.order_id')
    .select('invoices.id')
    .where('orders.number', '=', number)
    .where('invoices.kind', kind === 'credit-note' ? '=' : '!=', 'credit-note')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Moves an order's payment and the issue of its invoice to `at`, as if both happened then. */
async function backdate(app: FastifyInstance, number: string, at: string) {
  await app.database.db
    .updateTable('orders')
    .set({ paid_at: at })
    .where('number', '=', number)
    .execute();
  await backdateDocument(app, await documentOf(app, number, 'invoice'), at);
}

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

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
    const tenDaysAgo = daysAgo(10);
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
    const dashboardSum = dashboard.top_programs.reduce(
      (sum: number, p: { revenue_paise: number }) => sum + p.revenue_paise,
      0,
    );
    expect(dashboardSum).toBe(dashboard.periods[2].revenue_paise);

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

  it('takes a credit note off the day and the program it was issued for, whenever the sale was', async () => {
    const { app } = ctx.t;
    const asha = await signUpAndLogIn(app, 'asha@example.com', 'Asha Rao');
    const owner = callAs(app, await accountWithRole(app, 'owner'));
    const pay = async (cart: object[], utr: string) => {
      const total = cart.reduce(
        (sum: number, item) => sum + (item as { plan_paise: number }).plan_paise,
        0,
      );
      const number = await placeOrder(app, asha, {
        overrides: { cart, original_paise: total, total_paise: total },
      });
      const { version } = (await owner.get(`/api/staff/orders/${number}/`)).json();
      return (
        await owner.post(`/api/staff/orders/${number}/transitions/`, { to: 'paid', version, utr })
      ).json();
    };
    const refund = async (
      order: { number: string; version: number; items: Array<{ id: number }> },
      line: number,
      amount: number,
    ) => {
      const refunded = await owner.post(`/api/staff/orders/${order.number}/transitions/`, {
        to: 'refunded',
        version: order.version,
        amount_paise: amount,
        reason: 'Partial refund',
        lines: [order.items[line]!.id],
      });
      expect(refunded.statusCode).toBe(200);
    };
    // Sold 40 days ago, before the dashboard's month; ₹500 of its Data Analytics line given
    // back today.
    const early = await pay(
      [
        { program: 'Python', plan: 'Pro Plan', plan_paise: 999900 },
        { program: 'Data Analytics', plan: 'Premium Plan', plan_paise: 1499900 },
      ],
      '500000000001',
    );
    await backdate(app, early.number, daysAgo(40).toISOString());
    await refund(early, 1, 50000);
    // Sold 12 days ago, ₹1,000 of it given back 10 days ago.
    const java = await pay(
      [{ program: 'Java', plan: 'Pro Plan', plan_paise: 999900 }],
      '500000000002',
    );
    await backdate(app, java.number, daysAgo(12).toISOString());
    await refund(java, 0, 100000);
    await backdateDocument(
      app,
      await documentOf(app, java.number, 'credit-note'),
      daysAgo(10).toISOString(),
    );

    const dashboard = (await owner.get('/api/staff/dashboard/')).json();

    expect(dashboard.periods.map((p: { revenue_paise: number }) => p.revenue_paise)).toEqual([
      -50000,
      -50000,
      999900 - 100000 - 50000,
    ]);
    const day = (at: Date) =>
      dashboard.daily_revenue.find((d: { date: string }) => d.date === istDay(at)).revenue_paise;
    expect([day(daysAgo(12)), day(daysAgo(10)), day(new Date())]).toEqual([
      999900, -100000, -50000,
    ]);
    const daily = dashboard.daily_revenue.reduce(
      (sum: number, d: { revenue_paise: number }) => sum + d.revenue_paise,
      0,
    );
    expect(daily).toBe(dashboard.periods[2].revenue_paise);
    // Python's sale fell before the month; the credit notes sold no line.
    expect(dashboard.top_programs).toEqual([
      { program: 'Java', revenue_paise: 899900, items: 1 },
      { program: 'Data Analytics', revenue_paise: -50000, items: 0 },
    ]);
    const programs = dashboard.top_programs.reduce(
      (sum: number, p: { revenue_paise: number }) => sum + p.revenue_paise,
      0,
    );
    expect(programs).toBe(dashboard.periods[2].revenue_paise);
  });
});
