import { expect, it } from 'vitest';
import { istDay } from '../../../domain/india-time.ts';
import { accountWithRole, callAs, signUpAndLogIn } from '../../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';
import { placeOrder } from '../../test/orders.ts';

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
    // One payment arrived ten days ago (10:00 IST).
    const tenDaysAgo = new Date(Date.now() - 10 * 24 * 60 * 60 * 1000);
    await app.database.db
      .updateTable('orders')
      .set({ paid_at: tenDaysAgo.toISOString() })
      .where('number', '=', paidEarlier)
      .execute();

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
});
