import { expect, it } from 'vitest';
import { callAs, signUpAndLogIn } from '../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../test/harness.ts';

describeEachEngine('the server-side cart', (engine) => {
  const ctx = useAppWithSmtp(engine);

  it('keeps one cart per account, the same from every device', async () => {
    const laptop = await signUpAndLogIn(ctx.t.app, 'asha@example.com', 'Asha Rao');
    const me = callAs(ctx.t.app, laptop);
    expect((await me.get('/api/cart/')).json()).toEqual({ items: [], referral_code: null });

    const saved = await me.put('/api/cart/', {
      items: [
        { program: 'python', plan: 'Primum Plan' },
        { program: 'Data Analytics', plan: 'Basic Plan' },
      ],
      referral_code: ' mav25c ',
    });
    expect(saved.statusCode).toBe(200);
    const cart = {
      items: [
        { program: 'Python', plan: 'Premium Plan' },
        { program: 'Data Analytics', plan: 'Basic Plan' },
      ],
      referral_code: 'MAV25C',
    };
    expect(saved.json()).toEqual(cart);
    // A second session of the same account (the phone) reads the same cart.
    const phone = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: 'asha@example.com', password: 'correct horse' },
    });
    const phoneSession = phone.cookies.find((c) => c.name === 'session')!.value;
    expect(
      (await callAs(ctx.t.app, { ...laptop, session: phoneSession }).get('/api/cart/')).json(),
    ).toEqual(cart);

    const other = callAs(
      ctx.t.app,
      await signUpAndLogIn(ctx.t.app, 'ravi@example.com', 'Ravi Kumar'),
    );
    expect((await other.get('/api/cart/')).json().items).toEqual([]);
    expect((await callAs(ctx.t.app, undefined).get('/api/cart/')).statusCode).toBe(401);
  });

  it('refuses a cart that could not be checked out and keeps the one it had', async () => {
    const me = callAs(ctx.t.app, await signUpAndLogIn(ctx.t.app, 'asha@example.com', 'Asha Rao'));
    await me.put('/api/cart/', {
      items: [{ program: 'Java', plan: 'Pro Plan' }],
      referral_code: null,
    });
    const cases: Array<[object, string]> = [
      [
        {
          items: [
            { program: 'Python', plan: 'Pro Plan' },
            { program: 'Python', plan: 'Basic Plan' },
          ],
          referral_code: null,
        },
        'Python is in the cart with two plans. Keep one plan per program.',
      ],
      [
        { items: [{ program: 'Astrology', plan: 'Pro Plan' }], referral_code: null },
        'Unknown program: Astrology.',
      ],
      [
        { items: [{ program: 'Python', plan: 'Gold Plan' }], referral_code: null },
        'Unknown plan: Gold Plan.',
      ],
      [{ items: [], referral_code: 'FRIEND50' }, 'Invalid referral code.'],
      [{ items: 'Python', referral_code: null }, 'Send the cart items as a list.'],
    ];
    for (const [body, error] of cases) {
      const response = await me.put('/api/cart/', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toBe(error);
    }
    expect((await me.get('/api/cart/')).json()).toEqual({
      items: [{ program: 'Java', plan: 'Pro Plan' }],
      referral_code: null,
    });
  });
});
