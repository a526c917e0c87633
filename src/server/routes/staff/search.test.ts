import { expect, it } from 'vitest';
import { accountWithRole, callAs, signUpAndLogIn } from '../../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';
import { placeOrder } from '../../test/orders.ts';

// The console's search reads an index (PostgreSQL's trigram index, SQLite's FTS5 trigram
// table): these are what staff see of it, including that the index follows every change.
describeEachEngine('staff search', (engine) => {
  const ctx = useAppWithSmtp(engine);

  const setUp = async () => {
    const { app } = ctx.t;
    const owner = callAs(app, await accountWithRole(app, 'owner', 'neha@mentora.test', 'Neha'));
    const asha = await signUpAndLogIn(app, 'asha.rao@example.com', 'Asha Rao');
    const ravi = await signUpAndLogIn(app, 'ravi@example.com', 'Ravi "RK" Kumar');
    const ashaOrder = await placeOrder(app, asha, {
      reported: true,
      overrides: { phone: '9812345678' },
    });
    const raviOrder = await placeOrder(app, ravi, { overrides: { name: 'Ravi "RK" Kumar' } });
    return { owner, ashaOrder, raviOrder };
  };
  const found = async (owner: ReturnType<typeof callAs>, path: string, q: string) => {
    const answer = await owner.get(`${path}?q=${encodeURIComponent(q)}`);
    expect(answer.statusCode, q).toBe(200);
    return answer.json() as { count: number; results: Array<Record<string, unknown>> };
  };
  const numbers = async (owner: ReturnType<typeof callAs>, q: string) =>
    (await found(owner, '/api/staff/orders/', q)).results.map((o) => o.number);

  it('finds an order by any part of its number, name, email, phone or UTR, in any case', async () => {
    const { owner, ashaOrder, raviOrder } = await setUp();
    for (const q of [ashaOrder.slice(3, 10).toLowerCase(), 'SHA R', 'rao@EXAM', '1234567']) {
      expect(await numbers(owner, q), q).toEqual([ashaOrder]);
    }
    // Quotes and wildcards are text like any other.
    expect(await numbers(owner, '"RK"')).toEqual([raviOrder]);
    expect(await numbers(owner, '"rk" kumar')).toEqual([raviOrder]);
    expect(await numbers(owner, '100%')).toEqual([]);
    expect(await numbers(owner, 'a_a')).toEqual([]);
    // Too short for a trigram: the rows are read instead, with the same answer.
    expect(await numbers(owner, 'Ra')).toEqual([raviOrder, ashaOrder]);
    expect((await found(owner, '/api/staff/orders/', 'Ra')).count).toBe(2);

    // A UTR given when the payment is confirmed is found at once.
    const detail = (await owner.get(`/api/staff/orders/${ashaOrder}/`)).json();
    const paid = await owner.post(`/api/staff/orders/${ashaOrder}/transitions/`, {
      to: 'paid',
      version: detail.version,
      utr: '412345678901',
    });
    expect(paid.statusCode).toBe(200);
    expect(await numbers(owner, '45678901')).toEqual([ashaOrder]);
  });

  it('finds a learner by part of their name, email or phone, and follows a change of name', async () => {
    const { owner } = await setUp();
    const names = async (q: string) =>
      (await found(owner, '/api/staff/learners/', q)).results.map((l) => l.username);
    expect(await names('asha.r')).toEqual(['Asha Rao']);
    expect(await names('"RK')).toEqual(['Ravi "RK" Kumar']);

    await ctx.t.app.database.db
      .updateTable('users')
      .set({ username: 'Asha Menon', username_key: 'asha menon' })
      .where('email', '=', 'asha.rao@example.com')
      .execute();
    expect(await names('menon')).toEqual(['Asha Menon']);
    expect(await names('sha Rao')).toEqual([]);
  });
});
