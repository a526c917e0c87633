import { expect, it } from 'vitest';
import { accountWithRole, callAs, signUpAndLogIn } from '../../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';
import { placeOrder } from '../../test/orders.ts';

describeEachEngine('staff learners', (engine) => {
  const ctx = useAppWithSmtp(engine);

  it('finds accounts and shows their details, orders and reviews, never secrets', async () => {
    const { app } = ctx.t;
    const asha = await signUpAndLogIn(app, 'asha@example.com', 'Asha Rao');
    await signUpAndLogIn(app, 'ravi@example.com', 'Ravi Kumar');
    const number = await placeOrder(app, asha);
    await app.inject({
      method: 'POST',
      url: '/api/program-reviews/',
      payload: { program: 'python', comment: 'Good', rating: 4 },
      cookies: { session: asha.session },
    });
    const staff = callAs(app, await accountWithRole(app, 'staff'));

    const found = (await staff.get('/api/staff/learners/?q=ASHA')).json();
    expect(found.count).toBe(1);
    expect(found.results[0]).toMatchObject({ username: 'Asha Rao', role: 'learner', orders: 1 });
    expect((await staff.get('/api/staff/learners/?role=staff')).json().count).toBe(1);

    const page = await staff.get(`/api/staff/learners/${found.results[0].id}/`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      email: 'asha@example.com',
      order_list: [expect.objectContaining({ number })],
      reviews: [expect.objectContaining({ comment: 'Good', rating: 4 })],
    });
    expect(page.body).not.toMatch(/argon2|password|session|token|code_hash/i);
    expect((await staff.get('/api/staff/learners/99999/')).statusCode).toBe(404);
    expect((await staff.get('/api/staff/learners/abc/')).statusCode).toBe(400);
  });
});
