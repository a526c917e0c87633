import { expect, it } from 'vitest';
import { callAs, signUpAndLogIn } from '../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../test/harness.ts';
import { placeOrder } from '../test/orders.ts';
import { runOrderDeadlines } from './order-deadlines.ts';
import { orderMailSettings } from './staff-transitions.ts';

const HOUR = 60 * 60 * 1000;

describeEachEngine('order deadlines', (engine) => {
  const ctx = useAppWithSmtp(engine);

  it('reminds once after 24 hours and expires once at the deadline, however many run', async () => {
    const { app } = ctx.t;
    const asha = await signUpAndLogIn(app, 'asha@example.com', 'Asha Rao');
    const unpaid = await placeOrder(app, asha);
    const reported = await placeOrder(app, asha, { reported: true });
    const placedAt = Date.now();
    const deps = { db: app.database.db, settings: orderMailSettings(app) };
    // Two instances (or two timers) running at the same moment.
    const both = async (at: number) => {
      const [a, b] = await Promise.all([
        runOrderDeadlines(deps, new Date(at)),
        runOrderDeadlines(deps, new Date(at)),
      ]);
      return { reminded: a.reminded + b.reminded, expired: a.expired + b.expired };
    };

    expect(await both(placedAt + 23 * HOUR)).toEqual({ reminded: 0, expired: 0 });
    expect(await both(placedAt + 25 * HOUR)).toEqual({ reminded: 1, expired: 0 });
    expect(await both(placedAt + 30 * HOUR)).toEqual({ reminded: 0, expired: 0 });
    expect(await both(placedAt + 73 * HOUR)).toEqual({ reminded: 0, expired: 1 });
    expect(await both(placedAt + 100 * HOUR)).toEqual({ reminded: 0, expired: 0 });

    const me = callAs(app, asha);
    expect((await me.get(`/api/orders/${unpaid}/`)).json()).toMatchObject({
      status: 'expired',
      upi: null,
      can_report_payment: false,
    });
    // A reported payment waits for staff, whatever the clock says.
    expect((await me.get(`/api/orders/${reported}/`)).json().status).toBe('payment_reported');

    await app.mailWorker.drain();
    const subjects = ctx.smtp.to('asha@example.com').map((m) => m.subject);
    expect(subjects.filter((s) => s.includes('is waiting for your payment'))).toEqual([
      `Order ${unpaid} is waiting for your payment | Mentora`,
    ]);
    expect(subjects.filter((s) => s.includes('expired'))).toEqual([
      `Order ${unpaid} expired | Mentora`,
    ]);
    const events = await app.database.db
      .selectFrom('order_events')
      .select('kind')
      .where('kind', '=', 'expired')
      .execute();
    expect(events).toHaveLength(1);
  });
});
