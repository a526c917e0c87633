import { expect, it } from 'vitest';
import { accountWithRole, callAs, signUpAndLogIn, type TestAccount } from '../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../test/harness.ts';
import { placeOrder } from '../test/orders.ts';

const INBOX = 'team@mentora.test';
const UTR = '412345678901';

describeEachEngine("the learner's orders", (engine) => {
  const ctx = useAppWithSmtp(engine, { mail: { enquiryInbox: INBOX } });
  let asha: TestAccount;
  const setUp = async () => {
    asha = await signUpAndLogIn(ctx.t.app, 'asha@example.com', 'Asha Rao');
    return callAs(ctx.t.app, asha);
  };

  it('shows the order to its owner only, with the way to pay while it is unpaid', async () => {
    const me = await setUp();
    const number = await placeOrder(ctx.t.app, asha);
    const page = await me.get(`/api/orders/${number}/`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const order = page.json();
    expect(order).toMatchObject({
      number,
      status: 'awaiting_payment',
      total_paise: 999900,
      items: [{ program: 'Python', plan: 'Pro Plan', plan_paise: 999900 }],
      can_report_payment: true,
      can_cancel: true,
      upi: { amount_paise: 999900, link: expect.stringContaining(`tr=${number}`) },
    });
    // Three days (ORDER_EXPIRY_HOURS) after it was placed.
    expect(Date.parse(order.expires_at) - Date.parse(order.created_at)).toBe(72 * 60 * 60 * 1000);

    const ravi = callAs(
      ctx.t.app,
      await signUpAndLogIn(ctx.t.app, 'ravi@example.com', 'Ravi Kumar'),
    );
    for (const response of [
      await ravi.get(`/api/orders/${number}/`),
      await ravi.post(`/api/orders/${number}/payment/`, { utr: UTR }),
      await ravi.post(`/api/orders/${number}/cancel/`),
      await me.get('/api/orders/ORD-NOSUCH00/'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'There is no such order.' });
    }
    expect((await callAs(ctx.t.app, undefined).get(`/api/orders/${number}/`)).statusCode).toBe(401);
  });

  it('takes the payment report with a 12-digit UTR and waits for staff', async () => {
    const me = await setUp();
    const number = await placeOrder(ctx.t.app, asha);
    for (const utr of ['ABCDEFGHIJKL', '12345', '', '1234567890123']) {
      const bad = await me.post(`/api/orders/${number}/payment/`, { utr });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({
        error: 'Enter the 12-digit UPI reference (UTR).',
        field: 'utr',
      });
    }
    expect((await me.get(`/api/orders/${number}/`)).json().status).toBe('awaiting_payment');

    const reported = await me.post(`/api/orders/${number}/payment/`, { utr: '4123 4567 8901' });
    expect(reported.statusCode).toBe(200);
    expect(reported.json()).toMatchObject({
      status: 'payment_reported',
      reported_utr: UTR,
      upi: null,
      can_report_payment: false,
      can_cancel: false,
    });
    // Repeating it changes nothing; a reported order can't be cancelled by the learner.
    expect((await me.post(`/api/orders/${number}/payment/`, { utr: UTR })).statusCode).toBe(200);
    const cancel = await me.post(`/api/orders/${number}/cancel/`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error).toBe("This order is payment reported, so it can't be cancelled.");

    await ctx.t.app.mailWorker.drain();
    const mine = ctx.smtp.to('asha@example.com').map((m) => m.subject);
    expect(mine).toEqual([
      `Order ${number} placed: how to pay | Mentora`,
      `We received your payment details for ${number} | Mentora`,
    ]);
    const staffNote = ctx.smtp.to(INBOX).find((m) => m.subject.startsWith('Payment reported'));
    expect(staffNote!.text).toContain(`UTR ${UTR}`);
    expect(staffNote!.text).toContain(`http://localhost:3000/staff/orders/${number}`);
    const staff = callAs(ctx.t.app, await accountWithRole(ctx.t.app, 'staff'));
    expect((await staff.get(`/api/staff/orders/${number}/`)).json().reported_utr).toBe(UTR);
  });

  it('lets the learner cancel an unpaid order, and not a paid one', async () => {
    const me = await setUp();
    const number = await placeOrder(ctx.t.app, asha);
    const cancelled = await me.post(`/api/orders/${number}/cancel/`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', can_cancel: false, upi: null });
    expect((await me.post(`/api/orders/${number}/cancel/`)).statusCode).toBe(409);
    expect((await me.post(`/api/orders/${number}/payment/`, { utr: UTR })).statusCode).toBe(409);
    await ctx.t.app.mailWorker.drain();
    const mail = ctx.smtp.to('asha@example.com').find((m) => m.subject.includes('was cancelled'));
    expect(mail!.text).toContain('You cancelled this order.');
  });

  it('enrols the learner when staff confirm the payment, and ends it on a refund', async () => {
    const me = await setUp();
    const number = await placeOrder(ctx.t.app, asha, { reported: true });
    expect((await me.get('/api/enrolments/')).json()).toEqual({ results: [] });
    const staff = callAs(ctx.t.app, await accountWithRole(ctx.t.app, 'owner'));
    let { version } = (await staff.get(`/api/staff/orders/${number}/`)).json();
    const paid = await staff.post(`/api/staff/orders/${number}/transitions/`, {
      to: 'paid',
      version,
      utr: UTR,
    });
    version = paid.json().version;
    const lines = [paid.json().items[0].id];
    const enrolled = (await me.get('/api/enrolments/')).json();
    expect(enrolled.results).toEqual([
      {
        program: 'Python',
        path: '/python',
        plan: 'Pro Plan',
        order_number: number,
        started_at: expect.any(String),
        learn_path: '/learn/python',
        self_paced: true,
        next_session: null,
        progress_percent: 0,
      },
    ]);
    expect((await me.get(`/api/orders/${number}/`)).json()).toMatchObject({
      status: 'paid',
      can_cancel: false,
    });
    await staff.post(`/api/staff/orders/${number}/transitions/`, {
      to: 'refunded',
      version,
      amount_paise: 999900,
      reason: 'Could not attend',
      lines,
    });
    expect((await me.get('/api/enrolments/')).json()).toEqual({ results: [] });
    expect((await callAs(ctx.t.app, undefined).get('/api/enrolments/')).statusCode).toBe(401);
  });
});
