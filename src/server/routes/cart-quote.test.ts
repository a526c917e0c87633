import { expect, it } from 'vitest';
import { istParts } from '../../domain/delivery/session-time.ts';
import { addDays, istDay } from '../../domain/india-time.ts';
import { callAs, signUpAndLogIn, type TestAccount } from '../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../test/harness.ts';
import { liveOffer, offerRequest, ownerCaller } from '../test/offers.ts';
import { checkoutBody, placeOrder } from '../test/orders.ts';

const PYTHON_PRO = { program: 'Python', plan: 'Pro Plan' };
const JAVA_BASIC = { program: 'Java', plan: 'Basic Plan' };

/** Python Pro with 10% off, as checkout sends it. */
const tenPercentOff = (code: string) => ({
  referral_code: code,
  discount_paise: 100000,
  total_paise: 899900,
});

/** The India time `minutes` from now, as the console's date and time fields take it. */
const istIn = (minutes: number) => istParts(new Date(Date.now() + minutes * 60_000).toISOString());

describeEachEngine('pricing a cart on the server', (engine) => {
  const ctx = useAppWithSmtp(engine);

  const learner = (name: string) =>
    signUpAndLogIn(ctx.t.app, `${name.toLowerCase()}@example.com`, name);
  const quote = (who: TestAccount | undefined, cart: object[], code?: string | null) =>
    callAs(ctx.t.app, who).post('/api/cart/quote/', {
      cart,
      ...(code === undefined ? {} : { referral_code: code }),
    });
  const refusal = async (who: TestAccount | undefined, cart: object[], code: string) => {
    const answer = await quote(who, cart, code);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().field).toBe('referral_code');
    return answer.json().error as string;
  };

  it('prices a visitor’s cart with a code, saying what it gives and who referred, by first name', async () => {
    const answer = await quote(
      undefined,
      [PYTHON_PRO, { program: 'data analytics', plan: 'Primum Plan' }],
      ' mav25a ',
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      lines: [
        { program: 'Python', plan: 'Pro Plan', plan_paise: 999900, discount_paise: 99998 },
        {
          program: 'Data Analytics',
          plan: 'Premium Plan',
          plan_paise: 1499900,
          discount_paise: 150002,
        },
      ],
      original_paise: 2499800,
      discount_paise: 250000,
      total_paise: 2249800,
      offer: { code: 'MAV25A', label: '10% off', referrer_first_name: 'Aarav' },
    });
    // The referrer's full name stays with the business.
    expect(answer.body).not.toContain('Sharma');

    const plain = await quote(undefined, [PYTHON_PRO]);
    expect(plain.json()).toMatchObject({ discount_paise: 0, total_paise: 999900, offer: null });
    const wrongCart = await quote(
      undefined,
      [{ program: 'Astrology', plan: 'Pro Plan' }],
      'MAV25A',
    );
    expect(wrongCart.statusCode).toBe(400);
    expect(wrongCart.json()).toEqual({ error: 'Unknown program: Astrology.', field: 'cart' });
  });

  it('refuses a code that is unknown, a draft, disabled, not started or over, saying which', async () => {
    const owner = await ownerCaller(ctx.t.app);
    expect(await refusal(undefined, [PYTHON_PRO], 'FRIEND50')).toBe('Invalid referral code.');

    const draft = await owner.post('/api/staff/offers/', offerRequest({ code: 'DRAFT10' }));
    expect(draft.statusCode).toBe(201);
    expect(await refusal(undefined, [PYTHON_PRO], 'DRAFT10')).toBe('Invalid referral code.');

    const disabled = await liveOffer(ctx.t.app, { code: 'GONE10' });
    await owner.post(`/api/staff/offers/${disabled.id}/status/`, { status: 'disabled' });
    expect(await refusal(undefined, [PYTHON_PRO], 'GONE10')).toBe('Invalid referral code.');

    const tomorrow = addDays(istDay(new Date()), 1);
    await liveOffer(ctx.t.app, { code: 'SOON10', starts_on: tomorrow });
    expect(await refusal(undefined, [PYTHON_PRO], 'SOON10')).toBe('This code is not valid yet.');

    const yesterday = addDays(istDay(new Date()), -1);
    await liveOffer(ctx.t.app, { code: 'PAST10', ends_on: yesterday });
    expect(await refusal(undefined, [PYTHON_PRO], 'PAST10')).toBe('This code has expired.');

    await liveOffer(ctx.t.app, {
      code: 'JAVA10',
      applies_to: { programs: ['java'], plans: [] },
    });
    expect(await refusal(undefined, [PYTHON_PRO], 'JAVA10')).toBe(
      "This code doesn't apply to the programs in your cart.",
    );
  });

  it('opens and closes a code at the India times it was given', async () => {
    const owner = await ownerCaller(ctx.t.app);
    const drafted = await owner.post(
      '/api/staff/offers/',
      offerRequest({
        code: 'DIWALI',
        starts_on: '2026-12-10',
        starts_time: '18:00',
        ends_on: '2026-12-12',
      }),
    );
    // 6 pm in India is 12:30 in UTC; an end day with no time lasts until its midnight.
    expect(drafted.json()).toMatchObject({
      starts_at: '2026-12-10T12:30:00.000Z',
      ends_at: '2026-12-12T18:30:00.000Z',
    });

    const opens = istIn(3);
    await liveOffer(ctx.t.app, { code: 'OPENS', starts_on: opens.date, starts_time: opens.time });
    expect(await refusal(undefined, [PYTHON_PRO], 'OPENS')).toBe('This code is not valid yet.');
    const opened = istIn(-1);
    await liveOffer(ctx.t.app, {
      code: 'OPENED',
      starts_on: opened.date,
      starts_time: opened.time,
    });
    expect((await quote(undefined, [PYTHON_PRO], 'OPENED')).statusCode).toBe(200);

    const closed = istIn(-1);
    await liveOffer(ctx.t.app, { code: 'CLOSED', ends_on: closed.date, ends_time: closed.time });
    expect(await refusal(undefined, [PYTHON_PRO], 'CLOSED')).toBe('This code has expired.');
    const closes = istIn(3);
    await liveOffer(ctx.t.app, { code: 'CLOSES', ends_on: closes.date, ends_time: closes.time });
    expect((await quote(undefined, [PYTHON_PRO], 'CLOSES')).statusCode).toBe(200);
  });

  it('counts the uses of a code, overall and per learner, and gives one back when its order is cancelled', async () => {
    const [asha, ravi, meena] = [
      await learner('Asha'),
      await learner('Ravi'),
      await learner('Meena'),
    ];
    await liveOffer(ctx.t.app, { code: 'ONCE', max_uses_per_learner: 1 });
    await placeOrder(ctx.t.app, asha, { overrides: tenPercentOff('ONCE') });
    expect(await refusal(asha, [PYTHON_PRO], 'ONCE')).toBe('You have already used this code.');
    expect((await quote(ravi, [PYTHON_PRO], 'ONCE')).statusCode).toBe(200);
    // A visitor has used nothing yet: they learn of the limit at checkout, signed in.
    expect((await quote(undefined, [PYTHON_PRO], 'ONCE')).statusCode).toBe(200);
    const again = await callAs(ctx.t.app, asha).post(
      '/api/checkout-email/',
      checkoutBody(asha, tenPercentOff('ONCE')),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'You have already used this code.',
      field: 'referral_code',
    });

    await liveOffer(ctx.t.app, { code: 'FIRST1', max_uses: 1 });
    const first = await placeOrder(ctx.t.app, asha, { overrides: tenPercentOff('FIRST1') });
    expect(await refusal(ravi, [PYTHON_PRO], 'FIRST1')).toBe('This code has been used up.');
    expect(await refusal(meena, [PYTHON_PRO], 'FIRST1')).toBe('This code has been used up.');
    const cancelled = await callAs(ctx.t.app, asha).post(`/api/orders/${first}/cancel/`, {});
    expect(cancelled.statusCode).toBe(200);
    expect((await quote(ravi, [PYTHON_PRO], 'FIRST1')).statusCode).toBe(200);
    await placeOrder(ctx.t.app, ravi, { overrides: tenPercentOff('FIRST1') });
    expect(await refusal(meena, [PYTHON_PRO], 'FIRST1')).toBe('This code has been used up.');
  });

  it('takes a code off the lines it applies to only, a fixed amount included, as the order keeps it', async () => {
    await liveOffer(ctx.t.app, {
      code: 'PY500',
      kind: 'amount',
      percent: null,
      amount_paise: 50000,
      applies_to: { programs: ['python'], plans: [] },
    });
    const priced = await quote(undefined, [JAVA_BASIC, PYTHON_PRO], 'py500');
    expect(priced.json()).toEqual({
      lines: [
        { program: 'Java', plan: 'Basic Plan', plan_paise: 499900, discount_paise: 0 },
        { program: 'Python', plan: 'Pro Plan', plan_paise: 999900, discount_paise: 50000 },
      ],
      original_paise: 1499800,
      discount_paise: 50000,
      total_paise: 1449800,
      offer: { code: 'PY500', label: '₹500 off', referrer_first_name: null },
    });

    await liveOffer(ctx.t.app, {
      code: 'PRO15',
      percent: 15,
      applies_to: { programs: [], plans: ['pro'] },
    });
    // 15% of the Pro line's ₹9,999 is ₹1,499.85: ₹1,500 in whole rupees.
    expect((await quote(undefined, [JAVA_BASIC, PYTHON_PRO], 'PRO15')).json()).toMatchObject({
      discount_paise: 150000,
      lines: [{ discount_paise: 0 }, { discount_paise: 150000 }],
    });

    const asha = await learner('Asha');
    const number = await placeOrder(ctx.t.app, asha, {
      overrides: {
        cart: [
          { ...JAVA_BASIC, plan_paise: 499900 },
          { ...PYTHON_PRO, plan_paise: 999900 },
        ],
        original_paise: 1499800,
        discount_paise: 50000,
        total_paise: 1449800,
        referral_code: 'PY500',
      },
    });
    // What staff see was paid for each line: the Java line at its price.
    const owner = await ownerCaller(ctx.t.app);
    const order = (await owner.get(`/api/staff/orders/${number}/`)).json();
    expect(order.items.map((i: { paid_paise: number }) => i.paid_paise)).toEqual([499900, 949900]);
    expect(order).toMatchObject({ referral_code: 'PY500', referrer: null });
  });

  it('keeps a learner’s cart changing once its code no longer applies, and refuses a new code that doesn’t', async () => {
    await liveOffer(ctx.t.app, { code: 'PYONLY', applies_to: { programs: ['python'], plans: [] } });
    const me = callAs(ctx.t.app, await learner('Asha'));
    const saved = await me.put('/api/cart/', { items: [PYTHON_PRO], referral_code: 'pyonly' });
    expect(saved.json()).toEqual({ items: [PYTHON_PRO], referral_code: 'PYONLY' });

    // Python swapped for Java: the code kept with the cart goes, the cart changes.
    const changed = await me.put('/api/cart/', { items: [JAVA_BASIC], referral_code: 'PYONLY' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ items: [JAVA_BASIC], referral_code: null });

    const refused = await me.put('/api/cart/', { items: [JAVA_BASIC], referral_code: 'PYONLY' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: "This code doesn't apply to the programs in your cart.",
      field: 'referral_code',
    });
    expect((await me.get('/api/cart/')).json()).toEqual({
      items: [JAVA_BASIC],
      referral_code: null,
    });
  });

  it('refuses at checkout, with nothing stored, a code that was disabled after the cart showed it', async () => {
    const owner = await ownerCaller(ctx.t.app);
    const offer = await liveOffer(ctx.t.app, { code: 'FLASH' });
    const asha = await learner('Asha');
    expect((await quote(asha, [PYTHON_PRO], 'FLASH')).statusCode).toBe(200);
    await owner.post(`/api/staff/offers/${offer.id}/status/`, { status: 'disabled' });
    const placed = await callAs(ctx.t.app, asha).post(
      '/api/checkout-email/',
      checkoutBody(asha, tenPercentOff('FLASH')),
    );
    expect(placed.statusCode).toBe(400);
    expect(placed.json()).toEqual({ error: 'Invalid referral code.', field: 'referral_code' });
    const orders = await ctx.t.app.database.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(orders.n)).toBe(0);
  });

  it('answers at most 60 quotes an hour from one address, so codes can’t be tried by the thousand', async () => {
    const answers = [];
    for (let i = 0; i < 61; i += 1) {
      answers.push((await quote(undefined, [PYTHON_PRO], `TRY${i}`)).statusCode);
    }
    expect(answers.slice(0, 60).every((status) => status === 400)).toBe(true);
    expect(answers[60]).toBe(429);
  });
});
