import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { gstinCheckCharacter } from '../../domain/gst/gstin.ts';
import type { InvoiceDocument } from '../../domain/gst/invoice-document.ts';
import { accountWithRole, callAs, signUpAndLogIn, type TestAccount } from '../test/accounts.ts';
import { insertCohort, refundOrder } from '../test/cohort-enrolment.ts';

const inAMonth = () => new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
import { describeEachEngine, useAppWithSmtp } from '../test/harness.ts';
import { runOrderDeadlines } from '../orders/order-deadlines.ts';
import { orderMailSettings } from '../orders/staff-transitions.ts';
import { placeOrder } from '../test/orders.ts';

const INBOX = 'orders@mentora.test';
const BUYER_GSTIN = `27AAPFU0939F1Z${gstinCheckCharacter('27AAPFU0939F1Z')}`;
const UPGRADE = '/api/enrolments/python/upgrade/';

describeEachEngine('upgrading an enrolment to a higher plan', (engine) => {
  const ctx = useAppWithSmtp(engine, { mail: { enquiryInbox: INBOX } });
  let asha: TestAccount;
  let utrs = 100000000000;

  const db = () => ctx.t.app.database.db;
  const me = () => callAs(ctx.t.app, asha);
  const owner = async () =>
    callAs(ctx.t.app, await accountWithRole(ctx.t.app, 'owner', 'neha@mentora.test', 'Neha'));
  const upgrade = (plan: string, key: string = randomUUID()) =>
    me().post(UPGRADE, { plan, idempotency_key: key });

  /** Staff confirm the payment of an order; the answer as staff read it. */
  const markPaid = async (number: string) => {
    const staff = await owner();
    const { version } = (await staff.get(`/api/staff/orders/${number}/`)).json();
    return staff.post(`/api/staff/orders/${number}/transitions/`, {
      to: 'paid',
      version,
      utr: String((utrs += 1)),
    });
  };

  /** Asha buys Python on `plan` in a cohort, as a business buyer in Maharashtra, and pays. */
  const enrolAsha = async (plan = 'Basic Plan', plan_paise = 499900) => {
    const { app } = ctx.t;
    asha = await signUpAndLogIn(app, 'asha@example.com', 'Asha Rao');
    // A cohort still to start, whatever the day the tests run.
    const cohort = await insertCohort(app, { startsOn: inAMonth() });
    const number = await placeOrder(app, asha, {
      overrides: {
        address: 'Flat 4, Koregaon Park, Pune 411001',
        phone: '9123456780',
        state: '27',
        buyer_gstin: BUYER_GSTIN,
        buyer_company: 'Rao Learning LLP',
        cart: [{ program: 'Python', plan, plan_paise, cohort_id: cohort }],
        original_paise: plan_paise,
        total_paise: plan_paise,
      },
    });
    expect((await markPaid(number)).statusCode).toBe(200);
    await app.mailWorker.drain();
    ctx.smtp.messages.length = 0;
    return { number, cohort };
  };

  const enrolment = () =>
    db()
      .selectFrom('enrolments')
      .select(['plan', 'cohort_id', 'started_at', 'ended_at', 'order_id'])
      .where('program', '=', 'Python')
      .execute();
  const counts = async () => {
    const count = async (table: 'orders' | 'order_items' | 'outbox' | 'order_events') =>
      Number(
        (
          await db()
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      orders: await count('orders'),
      items: await count('order_items'),
      outbox: await count('outbox'),
      events: await count('order_events'),
    };
  };
  const allowances = async () =>
    (await me().get('/api/learn/python/mentoring/')).json().allowances as Array<{
      kind: string;
      sessions: number;
    }>;

  it('prices the plans above the learner’s at the difference and places an ordinary order for it', async () => {
    await enrolAsha();
    const options = await me().get(UPGRADE);
    expect(options.statusCode).toBe(200);
    expect(options.headers['cache-control']).toBe('no-store');
    expect(options.json()).toEqual({
      program: 'Python',
      plan: 'Basic Plan',
      options: [
        { plan: 'Pro Plan', plan_paise: 500000 },
        { plan: 'Premium Plan', plan_paise: 1000000 },
      ],
      open_order: null,
    });

    const key = randomUUID();
    const placed = await upgrade('pro plan', key);
    expect(placed.statusCode).toBe(201);
    const { order, upi } = placed.json();
    expect(order).toMatchObject({
      number: expect.stringMatching(/^ORD-[0-9A-Z]{8}$/),
      status: 'awaiting_payment',
      email: 'asha@example.com',
      items: [{ program: 'Python', plan: 'Pro Plan', plan_paise: 500000 }],
      original_paise: 500000,
      discount_paise: 0,
      total_paise: 500000,
      referral_code: null,
    });
    expect(upi).toMatchObject({
      amount_paise: 500000,
      link: expect.stringContaining('am=5000.00'),
    });
    // A second click with the same key is the same order.
    const again = await upgrade('Pro Plan', key);
    expect(again.statusCode).toBe(200);
    expect(again.json().order.number).toBe(order.number);

    // The buyer's details are those of the order that gave the enrolment.
    const row = await db()
      .selectFrom('orders')
      .selectAll()
      .where('number', '=', order.number)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@example.com',
      address: 'Flat 4, Koregaon Park, Pune 411001',
      phone: '9123456780',
      buyer_state: '27',
      buyer_gstin: BUYER_GSTIN,
      buyer_company: 'Rao Learning LLP',
      expires_at: expect.any(String),
    });
    const staffView = (await (await owner()).get(`/api/staff/orders/${order.number}/`)).json();
    expect(staffView.items).toEqual([
      expect.objectContaining({ program: 'Python', plan: 'Pro Plan', upgrade_from: 'Basic Plan' }),
    ]);
    expect(staffView.timeline).toEqual([
      expect.objectContaining({ kind: 'placed', note: 'Upgrade from Basic Plan' }),
    ]);
    const page = (await me().get(`/api/orders/${order.number}/`)).json();
    expect(page.items).toEqual([
      expect.objectContaining({ plan: 'Pro Plan', plan_paise: 500000, upgrade_from: 'Basic Plan' }),
    ]);
    expect(page.upi.amount_paise).toBe(500000);

    await ctx.t.app.mailWorker.drain();
    const [howToPay] = ctx.smtp.to('asha@example.com');
    expect(howToPay!.subject).toBe(`Order ${order.number} placed: how to pay | Mentora`);
    expect(howToPay!.text).toContain('Python, Pro Plan (upgrade from Basic Plan)');
    expect(howToPay!.text).toContain('₹5,000');
    const [notice] = ctx.smtp.to(INBOX);
    expect(notice!.subject).toMatch(new RegExp(`^New order ${order.number}: ₹5,000`));

    // Nothing changes before the money is confirmed; the open order is offered to finish.
    expect((await enrolment())[0]!.plan).toBe('Basic Plan');
    expect((await me().get(UPGRADE)).json().open_order).toEqual({
      number: order.number,
      plan: 'Pro Plan',
      status: 'awaiting_payment',
    });
  });

  it('refuses what it can’t sell, with a reason and nothing stored', async () => {
    const { app } = ctx.t;
    const visitor = await app.inject({
      method: 'POST',
      url: UPGRADE,
      payload: { plan: 'Pro Plan', idempotency_key: randomUUID() },
    });
    expect(visitor.statusCode).toBe(401);

    await enrolAsha('Pro Plan', 999900);
    const before = await counts();
    const refusals: Array<[Promise<{ statusCode: number; json: () => unknown }>, number, string]> =
      [
        [upgrade('Gold Plan'), 400, 'Unknown plan: Gold Plan.'],
        [
          me().post('/api/enrolments/astrology/upgrade/', {
            plan: 'Premium Plan',
            idempotency_key: randomUUID(),
          }),
          400,
          'Unknown program: astrology.',
        ],
        [
          me().post('/api/enrolments/java/upgrade/', {
            plan: 'Premium Plan',
            idempotency_key: randomUUID(),
          }),
          404,
          'You are not enrolled in Java.',
        ],
        [upgrade('Pro Plan'), 409, 'You are already on the Pro Plan of Python.'],
        [
          upgrade('Basic Plan'),
          409,
          'The Basic Plan is below your Pro Plan of Python. Choose a higher plan.',
        ],
      ];
    for (const [call, status, error] of refusals) {
      const answer = await call;
      expect(answer.statusCode).toBe(status);
      expect(answer.json()).toEqual({ error });
    }
    expect((await me().post(UPGRADE, { plan: 'Premium Plan' })).statusCode).toBe(400);
    expect((await me().get('/api/enrolments/java/upgrade/')).statusCode).toBe(404);
    expect(await counts()).toEqual(before);

    // One open upgrade at a time, whichever plan the second asks for.
    const first = (await upgrade('Premium Plan')).json().order.number as string;
    const afterFirst = await counts();
    const second = await upgrade('Premium Plan');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      error: `Order ${first} already upgrades Python to the Premium Plan and is waiting for its payment. Pay or cancel it first.`,
      order_number: first,
    });
    expect(await counts()).toEqual(afterFirst);
  });

  it('takes one of two upgrades racing for the same enrolment', async () => {
    await enrolAsha();
    const before = await counts();
    const answers = await Promise.all([upgrade('Pro Plan'), upgrade('Premium Plan')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect((await counts()).orders).toBe(before.orders + 1);
  });

  it('refuses an ended enrolment, and keeps the enrolment as it was when the order is cancelled', async () => {
    const { number } = await enrolAsha();
    const placed = (await upgrade('Pro Plan')).json().order.number as string;
    expect((await me().post(`/api/orders/${placed}/cancel/`)).statusCode).toBe(200);
    expect(await enrolment()).toEqual([
      expect.objectContaining({ plan: 'Basic Plan', ended_at: null }),
    ]);
    // With that order dropped, a new one may be placed.
    const next = await upgrade('Pro Plan');
    expect(next.statusCode).toBe(201);

    // The enrolment ends while the upgrade waits: its payment can't be confirmed.
    await refundOrder(ctx.t.app, number);
    const paying = await markPaid(next.json().order.number);
    expect(paying.statusCode).toBe(409);
    expect(paying.json().error).toBe(
      `Order ${next.json().order.number} upgrades Python from the Basic Plan, but the learner no longer has Python on that plan. Cancel the order and return the payment, or restore their access first.`,
    );
    expect((await enrolment())[0]!.plan).toBe('Basic Plan');

    const before = await counts();
    const ended = await upgrade('Premium Plan');
    expect(ended.statusCode).toBe(409);
    expect(ended.json()).toEqual({
      error: "Your enrolment in Python has ended, so it can't be upgraded.",
    });
    expect((await me().get(UPGRADE)).statusCode).toBe(409);
    expect(await counts()).toEqual(before);
  });

  it('moves the enrolment to the new plan once paid, keeping its cohort, with its invoice and mail', async () => {
    const { number: first, cohort } = await enrolAsha();
    const [before] = await enrolment();
    expect(await allowances()).toEqual([]);

    const number = (await upgrade('Pro Plan')).json().order.number as string;
    const paid = await markPaid(number);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().items[0]).toMatchObject({ upgrade_from: 'Basic Plan', enrolment: null });

    // The same enrolment, on the new plan: its cohort, start and order stay.
    expect(await enrolment()).toEqual([{ ...before, plan: 'Pro Plan' }]);
    expect(before).toMatchObject({ cohort_id: cohort, ended_at: null });
    const [listed] = (await me().get('/api/enrolments/')).json().results;
    expect(listed).toMatchObject({ program: 'Python', plan: 'Pro Plan', order_number: first });
    expect(await allowances()).toEqual([
      expect.objectContaining({ kind: 'mentorship', sessions: 4 }),
    ]);
    expect((await me().get(UPGRADE)).json()).toMatchObject({
      plan: 'Pro Plan',
      options: [{ plan: 'Premium Plan', plan_paise: 500000 }],
      open_order: null,
    });

    const invoice = await db()
      .selectFrom('invoices as v')
      .innerJoin('orders as o', 'o.id', 'v.order_id')
      .select(['v.id', 'v.document', 'v.total_paise'])
      .where('o.number', '=', number)
      .executeTakeFirstOrThrow();
    const document = JSON.parse(invoice.document) as InvoiceDocument;
    expect(invoice.total_paise).toBe(500000);
    expect(document.lines).toEqual([
      expect.objectContaining({
        description: 'Python: Pro Plan (upgrade from Basic Plan)',
        total_paise: 500000,
      }),
    ]);
    expect(document.buyer).toMatchObject({ gstin: BUYER_GSTIN, state_code: '27' });
    // Revenue and the GST reports still count it under Python.
    const lines = await db()
      .selectFrom('document_lines')
      .select(['program', 'total_paise'])
      .where('invoice_id', '=', invoice.id)
      .execute();
    expect(lines).toEqual([{ program: 'Python', total_paise: 500000 }]);

    const audit = await db()
      .selectFrom('audit_log')
      .select('changes')
      .where('action', '=', 'order.paid')
      .where('record_id', '=', number)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.changes)).toContainEqual({
      field: 'plan of Python',
      before: 'Basic Plan',
      after: 'Pro Plan',
    });

    await ctx.t.app.mailWorker.drain();
    const mails = ctx.smtp.to('asha@example.com');
    expect(mails.map((m) => m.subject)).toEqual([
      `Order ${number} placed: how to pay | Mentora`,
      'Payment received: Python is now Pro | Mentora',
    ]);
    expect(mails[1]!.text).toContain('your Python plan is now the Pro Plan');
    expect(mails[1]!.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
  });

  it('takes the plan back down when the upgrade is refunded; the access stays', async () => {
    const { number: first } = await enrolAsha();
    const number = (await upgrade('Premium Plan')).json().order.number as string;
    expect((await markPaid(number)).statusCode).toBe(200);
    expect((await enrolment())[0]!.plan).toBe('Premium Plan');
    expect((await allowances()).map((a) => a.kind)).toEqual(['mentorship', 'career']);

    await refundOrder(ctx.t.app, number);
    expect(await enrolment()).toEqual([
      expect.objectContaining({ plan: 'Basic Plan', ended_at: null }),
    ]);
    expect(await allowances()).toEqual([]);
    expect((await me().get('/api/enrolments/')).json().results).toEqual([
      expect.objectContaining({ program: 'Python', plan: 'Basic Plan' }),
    ]);
    const staff = await owner();
    const refunded = (await staff.get(`/api/staff/orders/${number}/`)).json();
    expect(refunded.timeline.at(-1)).toMatchObject({
      kind: 'refunded',
      note: '₹10,000 for Python (Premium Plan, upgrade from Basic Plan): Could not attend',
    });
    // The upgrade gave no access of its own to give back; the first order's is untouched.
    const restore = await staff.post(`/api/staff/orders/${number}/enrolments/python/restore/`);
    expect(restore.statusCode).toBe(404);
    expect(
      (await staff.post(`/api/staff/orders/${first}/enrolments/python/restore/`)).json(),
    ).toMatchObject({ error: 'Access to Python is already active.' });

    await ctx.t.app.mailWorker.drain();
    const refundMail = ctx.smtp.to('asha@example.com').find((m) => m.subject.startsWith('Refund'));
    expect(refundMail!.text).toContain('Python is back on the Basic Plan.');
    expect(refundMail!.text).not.toContain('has ended');
    // A new upgrade may be ordered again.
    expect((await upgrade('Pro Plan')).statusCode).toBe(201);
  });

  it('leaves the plan as it was when the upgrade expires unpaid, and says where to order it again', async () => {
    await enrolAsha();
    const placed = await upgrade('Pro Plan');
    expect(placed.statusCode).toBe(201);
    const deps = { db: db(), settings: orderMailSettings(ctx.t.app) };
    const result = await runOrderDeadlines(deps, new Date(Date.now() + 100 * 60 * 60 * 1000));
    expect(result.expired).toBe(1);
    expect(await enrolment()).toEqual([expect.objectContaining({ plan: 'Basic Plan' })]);

    await ctx.t.app.mailWorker.drain();
    const expired = ctx.smtp.to('asha@example.com').find((m) => m.subject.includes('expired'));
    expect(expired!.text).toContain(
      `To upgrade again, choose the Pro Plan on ${ctx.t.app.config.publicOrigin}/python#plans-section`,
    );
    expect(expired!.text).not.toContain('add the plan to your cart');
    // The expired order waits no longer: a new upgrade may be ordered.
    expect((await upgrade('Pro Plan')).statusCode).toBe(201);
  });
});
