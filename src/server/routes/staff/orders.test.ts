import { expect, it } from 'vitest';
import { accountWithRole, callAs, signUpAndLogIn, type TestAccount } from '../../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';
import { placeOrder } from '../../test/orders.ts';

const INBOX = 'team@mentora.test';
const UTR = '412345678901';

describeEachEngine('staff orders', (engine) => {
  const ctx = useAppWithSmtp(engine, { mail: { enquiryInbox: INBOX } });
  let learner: TestAccount;

  const setUp = async () => {
    const { app } = ctx.t;
    learner = await signUpAndLogIn(app, 'asha@example.com', 'Asha Rao');
    return callAs(app, await accountWithRole(app, 'owner', 'neha@mentora.test', 'Neha Owner'));
  };
  const detail = async (staff: ReturnType<typeof callAs>, number: string) =>
    (await staff.get(`/api/staff/orders/${number}/`)).json();
  const move = (staff: ReturnType<typeof callAs>, number: string, body: object) =>
    staff.post(`/api/staff/orders/${number}/transitions/`, body);

  it('marks a reported order paid: state, timeline, audit row and the learner’s mail', async () => {
    const staff = await setUp();
    const number = await placeOrder(ctx.t.app, learner, { reported: true });
    const before = await detail(staff, number);
    expect(before).toMatchObject({
      status: 'payment_reported',
      total_paise: 999900,
      items: [{ program: 'Python', plan: 'Pro Plan', plan_paise: 999900 }],
      learner: { username: 'Asha Rao', email: 'asha@example.com' },
      next_statuses: ['paid', 'cancelled'],
    });

    const paid = await move(staff, number, {
      to: 'paid',
      version: before.version,
      utr: '4123 4567 8901',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      status: 'paid',
      version: before.version + 1,
      paid_utr: UTR,
      next_statuses: ['refunded'],
    });
    expect(paid.json().timeline.map((e: { kind: string }) => e.kind)).toEqual([
      'placed',
      'payment_reported',
      'paid',
    ]);
    expect(paid.json().timeline[2]).toMatchObject({
      actor: { name: 'Neha Owner' },
      from_status: 'payment_reported',
      note: `UTR ${UTR}`,
    });

    const audit = (
      await staff.get(`/api/staff/audit/?record_type=order&record_id=${number}`)
    ).json();
    expect(audit.results).toEqual([
      expect.objectContaining({
        action: 'order.paid',
        actor: expect.objectContaining({ name: 'Neha Owner' }),
        changes: [
          { field: 'status', before: 'payment_reported', after: 'paid' },
          { field: 'paid_utr', before: null, after: UTR },
        ],
      }),
    ]);

    await ctx.t.app.mailWorker.drain();
    const mail = ctx.smtp
      .to('asha@example.com')
      .find((m) => m.subject.startsWith('Payment received'));
    expect(mail!.subject).toBe('Payment received: you are enrolled | Mentora');
    expect(mail!.text).toContain(number);
    expect(mail!.text).toContain('Python, Pro Plan');
    expect(mail!.text).toContain('http://localhost:3000/my-programs');
    expect(mail!.replyTo).toContain(INBOX);
    const mine = await callAs(ctx.t.app, learner).get('/api/orders/');
    expect(mine.json().results[0]).toMatchObject({ number, status: 'paid' });
  });

  it('lets one of two simultaneous changes win and refuses the other with the current order', async () => {
    const staff = await setUp();
    const other = callAs(ctx.t.app, await accountWithRole(ctx.t.app, 'owner'));
    const number = await placeOrder(ctx.t.app, learner, { reported: true });
    const { version } = await detail(staff, number);
    const results = await Promise.all([
      move(staff, number, { to: 'paid', version, utr: UTR }),
      move(other, number, { to: 'cancelled', version, reason: 'No payment arrived' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.statusCode === 409)!.json();
    expect(refused.error).toBe('This order changed since you opened it');
    const winner = results.find((r) => r.statusCode === 200)!.json();
    expect(refused.order).toMatchObject({ status: winner.status, version: version + 1 });
    const after = await detail(staff, number);
    expect(after.timeline).toHaveLength(3);
    const audit = (await staff.get(`/api/staff/audit/?record_id=${number}`)).json();
    expect(audit.count).toBe(1);
    await ctx.t.app.mailWorker.drain();
    expect(
      ctx.smtp.to('asha@example.com').filter((m) => /Payment received|cancelled/.test(m.subject)),
    ).toHaveLength(1);
  });

  it('refuses moves the state machine does not allow, naming the current state', async () => {
    const staff = await setUp();
    const number = await placeOrder(ctx.t.app, learner);
    const placed = await detail(staff, number);
    let { version } = placed;
    const refund = await move(staff, number, {
      to: 'refunded',
      version,
      amount_paise: 100,
      reason: 'Test',
      lines: [placed.items[0].id],
    });
    expect(refund.statusCode).toBe(409);
    expect(refund.json().error).toBe("This order is awaiting payment, so it can't be refunded.");

    // Staff may see the money before the learner reports it.
    const cancelled = await move(staff, number, {
      to: 'cancelled',
      version,
      reason: 'Duplicate order',
    });
    expect(cancelled.statusCode).toBe(200);
    version = cancelled.json().version;
    const paid = await move(staff, number, { to: 'paid', version, utr: UTR });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error).toBe("This order is cancelled, so it can't be marked as paid.");
    expect(paid.json().order.status).toBe('cancelled');

    await ctx.t.app.mailWorker.drain();
    const mail = ctx.smtp.to('asha@example.com').find((m) => m.subject.includes('was cancelled'));
    expect(mail!.text).toContain('Reason: Duplicate order');
  });

  it('pays straight from awaiting payment, refunds up to the total, and keeps a UTR to one order', async () => {
    const staff = await setUp();
    const first = await placeOrder(ctx.t.app, learner);
    const second = await placeOrder(ctx.t.app, learner);
    const one = await detail(staff, first);
    expect(
      (await move(staff, first, { to: 'paid', version: one.version, utr: UTR })).statusCode,
    ).toBe(200);
    const two = await detail(staff, second);
    const reused = await move(staff, second, { to: 'paid', version: two.version, utr: UTR });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error).toBe(`UTR ${UTR} already confirmed the payment of order ${first}.`);

    const paidOne = await detail(staff, first);
    const tooMuch = await move(staff, first, {
      to: 'refunded',
      version: paidOne.version,
      amount_paise: 999901,
      reason: 'Too much',
      lines: [paidOne.items[0].id],
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({
      error: 'The refund can be at most what was paid for the programs chosen, ₹9,999.',
      field: 'amount_paise',
    });
    const refunded = await move(staff, first, {
      to: 'refunded',
      version: paidOne.version,
      amount_paise: 499950,
      reason: 'Moved to the next cohort',
      lines: [paidOne.items[0].id],
    });
    expect(refunded.statusCode).toBe(200);
    // Half the money is kept (a fee, say): the order is partly refunded and takes more.
    expect(refunded.json()).toMatchObject({
      status: 'partly_refunded',
      refund_paise: 499950,
      next_statuses: ['refunded'],
    });
    await ctx.t.app.mailWorker.drain();
    const mail = ctx.smtp.to('asha@example.com').find((m) => m.subject.startsWith('Refund of'));
    expect(mail!.subject).toBe(`Refund of ₹4,999.50 for order ${first} | Mentora`);
  });

  it('answers bad input with 4xx and changes nothing', async () => {
    const staff = await setUp();
    const number = await placeOrder(ctx.t.app, learner);
    const { version, items } = await detail(staff, number);
    const lines = [items[0].id];
    const cases: Array<[object, number, string]> = [
      [
        { to: 'paid', version, utr: 'ABCDEFGHIJKL' },
        400,
        'Enter the 12-digit UPI reference (UTR).',
      ],
      [{ to: 'paid', version }, 400, 'Enter the 12-digit UPI reference (UTR).'],
      [{ to: 'cancelled', version, reason: ' ' }, 400, 'Give a reason.'],
      [
        { to: 'refunded', version, amount_paise: -5, reason: 'x y z', lines },
        400,
        'The refund must be more than zero.',
      ],
      [{ to: 'expired', version }, 400, 'Choose the new status: paid, cancelled or refunded.'],
      [{ to: 'paid', utr: UTR }, 400, 'Send the version you saw.'],
      [
        { to: 'paid', version: version + 5, utr: UTR },
        409,
        'This order changed since you opened it',
      ],
    ];
    for (const [body, status, error] of cases) {
      const response = await move(staff, number, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().error).toBe(error);
    }
    const missing = await move(staff, 'ORD-NOSUCH00', { to: 'paid', version: 1, utr: UTR });
    expect(missing.statusCode).toBe(404);
    expect(await detail(staff, number)).toMatchObject({ status: 'awaiting_payment', version });
    expect((await staff.get('/api/staff/audit/')).json().count).toBe(0);
  });

  it('lists, filters and searches orders, and exports them as safe CSV', async () => {
    const staff = await setUp();
    const reported = await placeOrder(ctx.t.app, learner, { reported: true });
    const ravi = await signUpAndLogIn(ctx.t.app, 'ravi@example.com', 'Ravi Kumar');
    const formula = await placeOrder(ctx.t.app, ravi, {
      overrides: {
        name: '=HYPERLINK("http://evil.example")',
        cart: [{ program: 'Java', plan: 'Basic Plan', plan_paise: 499900 }],
        original_paise: 499900,
        total_paise: 499900,
      },
    });

    const all = (await staff.get('/api/staff/orders/')).json();
    expect(all).toMatchObject({ count: 2, page: 1, page_size: 25 });
    expect(all.results.map((o: { number: string }) => o.number)).toEqual([formula, reported]);
    const byStatus = (await staff.get('/api/staff/orders/?status=payment_reported')).json();
    expect(byStatus.results.map((o: { number: string }) => o.number)).toEqual([reported]);
    const byProgram = (await staff.get('/api/staff/orders/?program=Java')).json();
    expect(byProgram.results[0]).toMatchObject({
      number: formula,
      programs: ['Java (Basic Plan)'],
    });
    for (const q of [reported.toLowerCase(), 'ASHA@EXAMPLE', reported.slice(4, 9)]) {
      const found = (await staff.get(`/api/staff/orders/?q=${encodeURIComponent(q)}`)).json();
      expect(
        found.results.map((o: { number: string }) => o.number),
        q,
      ).toEqual([reported]);
    }
    expect((await staff.get('/api/staff/orders/?q=100%25')).json().count).toBe(0);
    expect((await staff.get('/api/staff/orders/?page_size=5000')).json().page_size).toBe(100);
    const today = new Date().toISOString().slice(0, 10);
    expect((await staff.get(`/api/staff/orders/?from=2020-01-01&to=2020-01-31`)).json().count).toBe(
      0,
    );
    expect(
      (await staff.get(`/api/staff/orders/?to=2099-01-01&from=${today}`)).json().count,
    ).toBeGreaterThan(0);
    for (const bad of [
      'status=lost',
      'page=0',
      'from=2026-13-45',
      'from=yesterday',
      `q=${'x'.repeat(101)}`,
    ]) {
      expect((await staff.get(`/api/staff/orders/?${bad}`)).statusCode, bad).toBe(400);
    }

    const csv = await staff.get('/api/staff/orders/export.csv?program=Java');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="orders.csv"');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Order,Placed (IST),Status,Name,Email,Phone,Buyer state,Buyer GSTIN,Programs,Referral code,Total (INR),Paid (IST),Paid UTR,Reported UTR,Invoice,Place of supply,Taxable value (INR),CGST (INR),SGST (INR),IGST (INR),Credit notes,Refunded (INR),Refunded taxable value (INR),Refunded CGST (INR),Refunded SGST (INR),Refunded IGST (INR),Kept (INR)',
    );
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[1]).toContain('4999.00');
  });
});
