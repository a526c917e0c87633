import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { callAs, signUpAndLogIn, type TestAccount } from '../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../test/harness.ts';
import { liveOffer } from '../test/offers.ts';
import { checkoutBody } from '../test/orders.ts';

// A race lost only now and then would pass a single try: each test races several times.
const ROUNDS = 4;
const BUYERS = 5;

// On PostgreSQL the orders' transactions run side by side; SQLite runs them one after the other,
// where the test still holds the count to one use.
describeEachEngine('a code’s last use, taken by several orders at once', (engine) => {
  const ctx = useAppWithSmtp(engine);

  const learners = () =>
    Promise.all(
      Array.from({ length: BUYERS }, (_, i) =>
        signUpAndLogIn(ctx.t.app, `buyer${i}@example.com`, `Buyer ${i}`),
      ),
    );
  /** Python Pro with 10% off, as checkout sends it. */
  const checkout = (buyer: TestAccount, code: string) =>
    callAs(ctx.t.app, buyer).post(
      '/api/checkout-email/',
      checkoutBody(buyer, { referral_code: code, discount_paise: 100000, total_paise: 899900 }),
    );
  const ordersWith = async (code: string) =>
    Number(
      (
        await ctx.t.app.database.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('referral_code', '=', code)
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** Exactly one order was placed; every other was told why, and stored nothing. */
  const oneWon = (answers: LightMyRequestResponse[], refusal: string) => {
    const codes = answers.map((a) => a.statusCode);
    expect(
      codes.filter((c) => c === 201),
      JSON.stringify(codes),
    ).toHaveLength(1);
    for (const lost of answers.filter((a) => a.statusCode !== 201)) {
      expect(lost.statusCode, lost.body).toBe(409);
      expect(lost.json()).toEqual({ error: refusal, field: 'referral_code' });
    }
  };

  it('gives the last use of a code to exactly one of several buyers', async () => {
    const buyers = await learners();
    for (let round = 0; round < ROUNDS; round += 1) {
      const code = `LAST${round}`;
      await liveOffer(ctx.t.app, { code, max_uses: 1 });
      oneWon(
        await Promise.all(buyers.map((buyer) => checkout(buyer, code))),
        'This code has just been used up.',
      );
      expect(await ordersWith(code)).toBe(1);
    }
  });

  it('lets one learner use a once-per-learner code once, however many orders they place at once', async () => {
    const [buyer] = await learners();
    for (let round = 0; round < ROUNDS; round += 1) {
      const code = `MINE${round}`;
      await liveOffer(ctx.t.app, { code, max_uses_per_learner: 1 });
      oneWon(
        await Promise.all(Array.from({ length: 3 }, () => checkout(buyer!, code))),
        'You have already used this code.',
      );
      expect(await ordersWith(code)).toBe(1);
    }
  });
});
