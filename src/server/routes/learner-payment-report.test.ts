import { expect, it } from 'vitest';
import { UTR_USED_ELSEWHERE } from '../../domain/order-states.ts';
import { accountWithRole, callAs, signUpAndLogIn } from '../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../test/harness.ts';
import { placeOrder } from '../test/orders.ts';

const INBOX = 'team@mentora.test';

describeEachEngine("the learner's payment report", (engine) => {
  const ctx = useAppWithSmtp(engine, { mail: { enquiryInbox: INBOX } });

  const learner = async (email: string, name: string) => {
    const account = await signUpAndLogIn(ctx.t.app, email, name);
    return { account, as: callAs(ctx.t.app, account) };
  };

  it('lets the learner correct the UTR while it is verified, on the timeline and told to staff', async () => {
    const { app } = ctx.t;
    const asha = await learner('asha@example.com', 'Asha Rao');
    const number = await placeOrder(app, asha.account);
    expect(
      (await asha.as.post(`/api/orders/${number}/payment/`, { utr: '412345678901' })).json(),
    ).toMatchObject({ can_correct_utr: true, utr_used_elsewhere: false });

    const bad = await asha.as.post(`/api/orders/${number}/utr/`, { utr: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Enter the 12-digit UPI reference (UTR).', field: 'utr' });

    const corrected = await asha.as.post(`/api/orders/${number}/utr/`, { utr: '4123 4567 8999' });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toMatchObject({
      status: 'payment_reported',
      reported_utr: '412345678999',
    });
    // The same UTR again changes nothing.
    await asha.as.post(`/api/orders/${number}/utr/`, { utr: '412345678999' });

    const staff = callAs(app, await accountWithRole(app, 'staff'));
    const detail = (await staff.get(`/api/staff/orders/${number}/`)).json();
    expect(detail.reported_utr).toBe('412345678999');
    expect(detail.timeline.filter((e: { kind: string }) => e.kind === 'utr_corrected')).toEqual([
      expect.objectContaining({
        from_status: 'payment_reported',
        to_status: 'payment_reported',
        actor: null,
        note: 'UTR 412345678901 → 412345678999',
      }),
    ]);
    const audit = await app.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'order.correct-utr')
      .execute();
    expect(audit).toHaveLength(1);
    await app.mailWorker.drain();
    expect(ctx.smtp.to(INBOX).map((m) => m.subject)).toContainEqual(
      expect.stringContaining(`UTR corrected for order ${number}`),
    );

    // Once staff confirmed it, it is settled.
    const version = detail.version as number;
    await staff.post(`/api/staff/orders/${number}/transitions/`, {
      to: 'paid',
      version,
      utr: '412345678999',
    });
    const late = await asha.as.post(`/api/orders/${number}/utr/`, { utr: '499999999999' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatch(/can't be changed/);
  });

  it('flags a UTR already given for another order to the learner at once and to staff', async () => {
    const { app } = ctx.t;
    const asha = await learner('asha@example.com', 'Asha Rao');
    const ravi = await learner('ravi@example.com', 'Ravi Kumar');
    const first = await placeOrder(app, asha.account);
    const second = await placeOrder(app, ravi.account);
    await asha.as.post(`/api/orders/${first}/payment/`, { utr: '433333333333' });

    const reported = await ravi.as.post(`/api/orders/${second}/payment/`, {
      utr: '433333333333',
    });
    expect(reported.json().utr_used_elsewhere).toBe(true);
    // Nothing of the other order is told to this learner.
    expect(reported.body).not.toContain(first);
    expect(UTR_USED_ELSEWHERE).toMatch(/another order/);

    const staff = callAs(app, await accountWithRole(app, 'staff'));
    expect((await staff.get(`/api/staff/orders/${second}/`)).json().utr_used_on).toEqual([first]);

    const fixed = await ravi.as.post(`/api/orders/${second}/utr/`, { utr: '455555555555' });
    expect(fixed.json().utr_used_elsewhere).toBe(false);
    expect((await staff.get(`/api/staff/orders/${second}/`)).json().utr_used_on).toEqual([]);
  });

  it("keeps the reason a learner gives for cancelling, for staff and the learner's page", async () => {
    const { app } = ctx.t;
    const asha = await learner('asha@example.com', 'Asha Rao');
    const number = await placeOrder(app, asha.account);
    const tooLong = await asha.as.post(`/api/orders/${number}/cancel/`, {
      reason: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().field).toBe('reason');
    expect((await asha.as.get(`/api/orders/${number}/`)).json().status).toBe('awaiting_payment');

    const cancelled = await asha.as.post(`/api/orders/${number}/cancel/`, {
      reason: ' Bought the wrong plan ',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Bought the wrong plan',
    });
    const staff = callAs(app, await accountWithRole(app, 'staff'));
    const detail = (await staff.get(`/api/staff/orders/${number}/`)).json();
    expect(detail.cancel_reason).toBe('Bought the wrong plan');
    expect(detail.timeline.at(-1)).toMatchObject({
      kind: 'cancelled',
      note: 'Cancelled by the learner: Bought the wrong plan',
    });

    // Without a reason, as the page has always sent it.
    const other = await placeOrder(app, asha.account);
    const plain = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/orders/${other}/cancel/`,
      cookies: { session: asha.account.session },
      headers: { origin: app.config.publicOrigin },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().cancel_reason).toBeNull();
  });
});
