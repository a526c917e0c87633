import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { signUpAndLogIn } from '../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../test/harness.ts';

const INBOX = 'orders@mentora.test';
const PAYEE = 'mentora.pay@okicici';

describeEachEngine('orders', (engine) => {
  const ctx = useAppWithSmtp(engine, {
    mail: { enquiryInbox: INBOX },
    upi: { payeeId: PAYEE, payeeName: 'Mentora Learning' },
  });

  const signIn = async (email = 'asha@example.com', username = 'Asha Rao') =>
    (await signUpAndLogIn(ctx.t.app, email, username)).session;
  const post = (url: string, payload: object, session?: string) =>
    ctx.t.app.inject({
      method: 'POST',
      url,
      payload,
      cookies: session ? { session } : {},
    });
  const count = async (table: 'orders' | 'order_items' | 'outbox') =>
    Number(
      (
        await ctx.t.app.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Two plans with MAV25C, in paise: ₹9,999 + ₹14,999 = ₹24,998, less ₹2,500 = ₹22,498. */
  const checkout = (overrides: object = {}) => ({
    name: 'Asha Rao',
    email: 'asha@example.com',
    address: '12 MG Road, Bengaluru 560001',
    phone: '9876543210',
    cart: [
      {
        program: 'Python',
        plan: 'Pro Plan',
        img: '/images/programs/python.svg',
        plan_paise: 999900,
      },
      { program: 'Data Analytics', plan: 'Primum Plan', plan_paise: 1499900 },
    ],
    original_paise: 2499800,
    discount_paise: 250000,
    total_paise: 2249800,
    referral_code: ' mav25c ',
    idempotency_key: randomUUID(),
    ...overrides,
  });
  const confirmation = (order: ReturnType<typeof checkout>) => {
    const { address: _address, phone: _phone, ...rest } = order;
    return rest;
  };

  it('places an order from recomputed figures, mails the staff, then confirms the payment', async () => {
    const session = await signIn();
    const order = checkout();
    const placed = await post('/api/checkout-email/', order, session);
    expect(placed.statusCode).toBe(201);
    const body = placed.json();
    expect(body.order).toEqual({
      number: expect.stringMatching(/^ORD-[0-9A-HJKMNP-TV-Z]{8}$/),
      status: 'awaiting_payment',
      created_at: expect.any(String),
      email: 'asha@example.com',
      items: [
        { program: 'Python', plan: 'Pro Plan', plan_paise: 999900 },
        { program: 'Data Analytics', plan: 'Premium Plan', plan_paise: 1499900 },
      ],
      original_paise: 2499800,
      discount_paise: 250000,
      total_paise: 2249800,
      referral_code: 'MAV25C',
      // The referrer by first name only, as everywhere a learner reads one.
      referrer: expect.stringMatching(/^\S+$/),
    });
    const number: string = body.order.number;
    expect(body.upi).toEqual({
      link: `upi://pay?pa=${PAYEE}&pn=Mentora%20Learning&am=22498.00&cu=INR&tr=${number}&tn=Mentora%20order%20${number}`,
      payee_id: PAYEE,
      payee_name: 'Mentora Learning',
      amount_paise: 2249800,
    });

    await ctx.t.app.mailWorker.drain();
    const [notice] = ctx.smtp.to(INBOX);
    expect(notice!.subject).toMatch(new RegExp(`^New order ${number}: ₹22,498, awaiting payment`));
    expect(notice!.text).toContain('12 MG Road, Bengaluru 560001');
    expect(notice!.text).toContain('MAV25C');
    expect(notice!.replyTo).toBe('asha@example.com');
    // The learner is told how to pay, by whom, and where to answer.
    const [howToPay] = ctx.smtp.to('asha@example.com');
    expect(howToPay!.subject).toBe(`Order ${number} placed: how to pay | Mentora`);
    expect(howToPay!.from).toBe('"Mentora" <no-reply@localhost>');
    expect(howToPay!.replyTo).toBe(INBOX);
    expect(howToPay!.text).toContain(PAYEE);
    expect(howToPay!.text).toContain(`http://localhost:3000/orders/${number}`);
    expect(howToPay!.html).toContain('₹22,498');

    const paid = await post('/api/payment-confirmation-email/', confirmation(order), session);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().order).toMatchObject({ number, status: 'payment_reported' });
    await ctx.t.app.mailWorker.drain();
    const [, receipt] = ctx.smtp.to('asha@example.com');
    expect(receipt!.subject).toBe(`We received your payment details for ${number} | Mentora`);
    expect(receipt!.text).toContain('₹22,498');
    expect(ctx.smtp.to(INBOX).map((m) => m.subject)).toContainEqual(
      expect.stringMatching(new RegExp(`^Payment reported for order ${number}: ₹22,498`)),
    );

    const mine = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/orders/',
      cookies: { session },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.json().results).toEqual([paid.json().order]);
  });

  it('never makes a second order or mail for the same idempotency key', async () => {
    const session = await signIn();
    const order = checkout();
    const responses = await Promise.all([
      post('/api/checkout-email/', order, session),
      post('/api/checkout-email/', order, session),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    const again = await post('/api/checkout-email/', order, session);
    expect(again.statusCode).toBe(200);
    expect(new Set([...responses, again].map((r) => r.json().order.number)).size).toBe(1);
    expect(await count('orders')).toBe(1);
    expect(await count('order_items')).toBe(2);

    for (let i = 0; i < 3; i++) {
      expect(
        (await post('/api/payment-confirmation-email/', confirmation(order), session)).statusCode,
      ).toBe(200);
    }
    await ctx.t.app.mailWorker.drain();
    // A placed notice and how-to-pay, a confirmation and a payment note: nothing repeated.
    expect(ctx.smtp.messages).toHaveLength(4);
  });

  const KEY_REUSED = /^This idempotency key was already used for an order with different details\./;

  it('answers a reused key with the same request, however it is spelled, with the same order', async () => {
    const session = await signIn();
    const order = checkout();
    const first = await post('/api/checkout-email/', order, session);
    expect(first.statusCode).toBe(201);
    const respelled = {
      ...order,
      email: ' ASHA@example.com',
      referral_code: 'MAV25C',
      cart: [
        { program: 'python', plan: 'Pro Plan', plan_paise: 999900 },
        { program: 'Data Analytics', plan: 'Premium Plan', plan_paise: 1499900 },
      ],
    };
    const again = await post('/api/checkout-email/', respelled, session);
    expect(again.statusCode).toBe(200);
    expect(again.json().order.number).toBe(first.json().order.number);
    expect(await count('orders')).toBe(1);
  });

  it.each([
    ['another address', { address: '7 Park Street, Kolkata 700016' }],
    ['another email', { email: 'asha.rao@example.com' }],
    [
      'no referral code (and its figures)',
      { referral_code: undefined, discount_paise: 0, total_paise: 2499800 },
    ],
    [
      'another cart at the same price',
      {
        cart: [
          { program: 'Java', plan: 'Pro Plan', plan_paise: 999900 },
          { program: 'Data Analytics', plan: 'Premium Plan', plan_paise: 1499900 },
        ],
      },
    ],
  ])('refuses a reused key with %s: 409, and the first order stands', async (_, change) => {
    const session = await signIn();
    const order = checkout();
    const first = await post('/api/checkout-email/', order, session);
    expect(first.statusCode).toBe(201);
    const reused = await post('/api/checkout-email/', { ...order, ...change }, session);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error).toMatch(KEY_REUSED);
    expect(await count('orders')).toBe(1);
    expect(await count('outbox')).toBe(2);
    // The same key with the first request still finds the first order.
    const retried = await post('/api/checkout-email/', order, session);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().order).toEqual(first.json().order);
  });

  it.each([
    ['a lowered total', { total_paise: 100 }, /prices have changed/],
    ['a bigger discount', { discount_paise: 500000, total_paise: 1999800 }, /prices have changed/],
    ['another name', { name: 'Someone Else' }, KEY_REUSED],
    ['another email', { email: 'someone@example.com' }, KEY_REUSED],
    ['another referral code', { referral_code: 'MAV25D' }, KEY_REUSED],
    [
      'another cart at the same price',
      {
        cart: [
          { program: 'Java', plan: 'Pro Plan', plan_paise: 999900 },
          { program: 'Data Analytics', plan: 'Premium Plan', plan_paise: 1499900 },
        ],
      },
      KEY_REUSED,
    ],
  ])(
    'refuses a payment report with %s: 409, nothing changes and nothing is mailed',
    async (_, change, error) => {
      const session = await signIn();
      const order = checkout();
      expect((await post('/api/checkout-email/', order, session)).statusCode).toBe(201);
      await ctx.t.app.mailWorker.drain();
      const mailed = ctx.smtp.messages.length;

      const report = await post(
        '/api/payment-confirmation-email/',
        { ...confirmation(order), ...change },
        session,
      );
      expect(report.statusCode).toBe(409);
      expect(report.json().error).toMatch(error);
      expect(await count('outbox')).toBe(2);
      await ctx.t.app.mailWorker.drain();
      expect(ctx.smtp.messages).toHaveLength(mailed);
      const mine = await ctx.t.app.inject({
        method: 'GET',
        url: '/api/orders/',
        cookies: { session },
      });
      expect(mine.json().results.map((o: { status: string }) => o.status)).toEqual([
        'awaiting_payment',
      ]);
    },
  );

  it('limits each account to 20 order calls an hour on each endpoint, with Retry-After', async () => {
    const asha = await signIn();
    const order = checkout();
    for (let i = 0; i < 20; i++) {
      expect((await post('/api/checkout-email/', order, asha)).statusCode).toBeLessThan(300);
    }
    const limited = await post('/api/checkout-email/', order, asha);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error).toMatch(/^Too many requests\./);

    for (let i = 0; i < 20; i++) {
      const paid = await post('/api/payment-confirmation-email/', confirmation(order), asha);
      expect(paid.statusCode).toBe(200);
    }
    const reportLimited = await post('/api/payment-confirmation-email/', confirmation(order), asha);
    expect(reportLimited.statusCode).toBe(429);
    expect(reportLimited.headers['retry-after']).toBeDefined();

    // Counted per account, not per address: another learner on the same address is not held up.
    const ravi = await signIn('ravi@example.com', 'Ravi Kumar');
    const theirs = checkout({ name: 'Ravi Kumar', email: 'ravi@example.com' });
    expect((await post('/api/checkout-email/', theirs, ravi)).statusCode).toBe(201);
    expect(await count('orders')).toBe(2);
  });

  it.each([
    ['a lowered total', { total_paise: 100 }],
    [
      'a lowered plan amount',
      {
        cart: [
          { program: 'Python', plan: 'Pro Plan', plan_paise: 100 },
          { program: 'Data Analytics', plan: 'Premium Plan', plan_paise: 1499900 },
        ],
      },
    ],
    ['a bigger discount', { discount_paise: 500000, total_paise: 1999800 }],
    ['a discount without a code', { referral_code: undefined }],
  ])('refuses %s with 409 and stores nothing', async (_, tampered) => {
    const session = await signIn();
    const response = await post('/api/checkout-email/', checkout(tampered), session);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatch(/prices have changed/);
    expect(await count('orders')).toBe(0);
    expect(await count('outbox')).toBe(0);
  });

  it.each([
    ['a referral code that is not ours', { referral_code: 'FRIEND50' }, 'Invalid referral code.'],
    [
      'an unknown program',
      { cart: [{ program: 'Astrology', plan: 'Pro Plan', plan_paise: 999900 }] },
      'Unknown program: Astrology.',
    ],
    [
      'an unknown plan',
      { cart: [{ program: 'Python', plan: 'Gold Plan', plan_paise: 999900 }] },
      'Unknown plan: Gold Plan.',
    ],
    ['an empty cart', { cart: [] }, 'Your cart is empty.'],
    ['no address', { address: ' ' }, 'Enter your address.'],
    [
      'the same program and plan twice, however the plan is spelled',
      {
        cart: [
          { program: 'Data Analytics', plan: 'Premium Plan', plan_paise: 1499900 },
          { program: 'data analytics', plan: 'Primum Plan', plan_paise: 1499900 },
        ],
        original_paise: 2999800,
        discount_paise: 300000,
        total_paise: 2699800,
      },
      'Data Analytics, Premium Plan is in the cart twice.',
    ],
    ['no idempotency key', { idempotency_key: undefined }, 'Send an idempotency_key (a UUID).'],
    [
      'a total in rupees',
      { total_paise: 22498.5 },
      'Send the total in paise, as a whole number (₹4,999 is 499900).',
    ],
    [
      'the figures under their old rupee names',
      { total: 22498, total_paise: undefined },
      'Send the total in paise, as a whole number (₹4,999 is 499900).',
    ],
    [
      'a plan price in rupees',
      {
        cart: [
          { program: 'Python', plan: 'Pro Plan', plan_paise: 9999.5 },
          { program: 'Data Analytics', plan: 'Premium Plan', plan_paise: 1499900 },
        ],
      },
      'Send the price of each cart item in paise, as a whole number (₹4,999 is 499900).',
    ],
    ['a negative discount', { discount_paise: -250000 }, 'The discount cannot be negative.'],
  ])('refuses %s with 400', async (_, change, error) => {
    const session = await signIn();
    const response = await post('/api/checkout-email/', checkout(change), session);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(error);
    expect(await count('orders')).toBe(0);
  });

  it('asks for exactly the total, and never turns a ₹0 total into ₹1', async () => {
    const session = await signIn();
    const order = checkout();
    const placed = await post('/api/checkout-email/', order, session);
    const number: string = placed.json().order.number;
    // No cart in the catalogue costs nothing today; an order stored with nothing to pay must
    // still be asked for nothing, not for a rupee.
    await ctx.t.app.database.db
      .updateTable('orders')
      .set({ original_paise: 0, discount_paise: 0, total_paise: 0 })
      .where('number', '=', number)
      .execute();

    const again = (await post('/api/checkout-email/', order, session)).json();
    expect(again.order.total_paise).toBe(0);
    expect(again.upi.amount_paise).toBe(0);
    expect(again.upi.link).toContain('&am=0.00&');
    const page = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/orders/${number}/`,
      cookies: { session },
    });
    expect(page.json().upi).toMatchObject({ amount_paise: 0 });
    expect(page.json().upi.link).toContain('&am=0.00&');
  });

  it('needs a session for every order call', async () => {
    const order = checkout();
    expect((await post('/api/checkout-email/', order)).statusCode).toBe(401);
    expect((await post('/api/payment-confirmation-email/', confirmation(order))).statusCode).toBe(
      401,
    );
    expect((await ctx.t.app.inject({ method: 'GET', url: '/api/orders/' })).statusCode).toBe(401);
  });

  it("keeps each user's orders to themselves", async () => {
    const asha = await signIn();
    const ravi = await signIn('ravi@example.com', 'Ravi Kumar');
    const order = checkout();
    expect((await post('/api/checkout-email/', order, asha)).statusCode).toBe(201);
    // Ravi cannot report Asha's order paid, even knowing its key.
    expect(
      (await post('/api/payment-confirmation-email/', confirmation(order), ravi)).statusCode,
    ).toBe(404);
    const list = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/orders/',
      cookies: { session: ravi },
    });
    expect(list.json()).toEqual({ results: [] });
  });

  it('keeps the order while SMTP is down and mails it once it is back', async () => {
    const session = await signIn();
    await ctx.smtp.stop();
    const order = checkout();
    expect((await post('/api/checkout-email/', order, session)).statusCode).toBe(201);
    expect(
      (await post('/api/payment-confirmation-email/', confirmation(order), session)).statusCode,
    ).toBe(200);
    await ctx.t.app.mailWorker.drain();
    expect(await count('orders')).toBe(1);
    const waiting = await ctx.t.app.database.db.selectFrom('outbox').select('status').execute();
    expect(waiting.map((m) => m.status)).toEqual(['pending', 'pending', 'pending', 'pending']);

    await ctx.smtp.start();
    // The worker tries the relay again once its (test-sized) backoff is over.
    await expect.poll(() => ctx.t.app.mailWorker.drain(), { interval: 10 }).toBe(4);
    await ctx.smtp.waitFor(4);
    expect(ctx.smtp.to(INBOX)).toHaveLength(2);
    expect(ctx.smtp.to('asha@example.com')).toHaveLength(2);
  });
});
