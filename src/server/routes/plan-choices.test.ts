import { expect, it } from 'vitest';
import { accountWithRole, callAs, signUpAndLogIn } from '../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../test/harness.ts';
import { placeOrder } from '../test/orders.ts';

describeEachEngine('the most chosen plan', (engine) => {
  const ctx = useAppWithSmtp(engine);

  it('names no plan on a fresh site, and the plan paid orders chose most once there are five', async () => {
    const { app } = ctx.t;
    const owner = callAs(app, await accountWithRole(app, 'owner', 'neha@mentora.test', 'Neha'));
    const learner = await signUpAndLogIn(app, 'asha@example.com', 'Asha Rao');
    const buy = async (n: number, plan: string, pay: boolean) => {
      const number = await placeOrder(app, learner, {
        overrides: {
          cart: [{ program: 'Python', plan, plan_paise: plan === 'Basic Plan' ? 499900 : 999900 }],
          original_paise: plan === 'Basic Plan' ? 499900 : 999900,
          total_paise: plan === 'Basic Plan' ? 499900 : 999900,
        },
      });
      if (!pay) return;
      const { version } = (await owner.get(`/api/staff/orders/${number}/`)).json();
      const paid = await owner.post(`/api/staff/orders/${number}/transitions/`, {
        to: 'paid',
        version,
        utr: String(412345678900 + n),
      });
      expect(paid.statusCode).toBe(200);
    };

    // Unpaid orders claim nothing.
    for (const n of [1, 2, 3, 4, 5, 6]) await buy(n, 'Pro Plan', false);
    // Three paid Basic and two paid Pro: five choices, Basic ahead.
    for (const n of [7, 8, 9]) await buy(n, 'Basic Plan', true);
    for (const n of [10, 11]) await buy(n, 'Pro Plan', true);

    const answer = await app.inject({ method: 'GET', url: '/api/plan-choices/' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=60');
    expect(answer.json()).toEqual({ most_chosen: { Python: 'Basic Plan' } });
  });

  it('names none while too few orders are paid', async () => {
    const answer = await ctx.t.app.inject({ method: 'GET', url: '/api/plan-choices/' });
    expect(answer.json()).toEqual({ most_chosen: {} });
  });
});
