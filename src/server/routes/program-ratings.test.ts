import { afterEach, beforeEach, expect, it } from 'vitest';
import { nowIso } from '../db/database.ts';
import { signUpAndLogIn, type TestAccount } from '../test/accounts.ts';
import { createTestApp, describeEachEngine, type TestApp } from '../test/harness.ts';
import { programPageBuild } from '../test/program-page-build.ts';
import { placeOrder } from '../test/orders.ts';

describeEachEngine('ratings, verified learners and reviewers’ names', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine, {}, { serverBuild: programPageBuild() });
  });
  afterEach(() => t.close());

  const review = (body: object, account?: TestAccount) =>
    t.app.inject({
      method: 'POST',
      url: '/api/program-reviews/',
      payload: { program: 'python', comment: 'Useful', ...body },
      cookies: account ? { session: account.session } : {},
    });
  const ratings = async (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/program-ratings/', headers });
  const courseOnPage = async () => {
    const page = await t.app.inject({ method: 'GET', url: '/python' });
    const json = [...page.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map((m) => m[1]!)
      .find((text) => text.includes('"@type":"Course"'))!;
    return { page, course: JSON.parse(json) as Record<string, unknown> };
  };

  it('computes each program’s figure from its published reviews only', async () => {
    expect((await ratings()).json()).toEqual({ ratings: {} });
    for (const [name, rating] of [
      ['Kiran', 5],
      ['Meena', 4],
      ['Ravi', 4],
      ['Farah', 4],
    ] as const) {
      expect((await review({ user_name: name, rating })).statusCode).toBe(201);
    }
    await review({ program: 'java', user_name: 'Kiran', rating: 3 });
    expect((await ratings()).json()).toEqual({
      ratings: { python: { average: 4.3, count: 4 }, java: { average: 3, count: 1 } },
    });

    // A review the staff hide no longer counts.
    await t.app.database.db
      .updateTable('program_reviews')
      .set({ hidden_at: nowIso() })
      .where('user_name', '=', 'Kiran')
      .execute();
    t.app.reviewCache.clear();
    expect((await ratings()).json().ratings).toEqual({ python: { average: 4, count: 3 } });
  });

  it('answers an unchanged figure with 304, and a new review changes it at once', async () => {
    await review({ user_name: 'Kiran', rating: 5 });
    const first = await ratings();
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await ratings({ 'if-none-match': etag })).statusCode).toBe(304);
    await review({ user_name: 'Meena', rating: 2 });
    const after = await ratings({ 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().ratings.python).toEqual({ average: 3.5, count: 2 });
  });

  it('puts the rating in the program page’s JSON-LD only when there are reviews', async () => {
    const before = await courseOnPage();
    expect(before.page.statusCode).toBe(200);
    expect(before.course).not.toHaveProperty('aggregateRating');

    await review({ user_name: 'Kiran', rating: 5 });
    await review({ user_name: 'Meena', rating: 4 });
    const after = await courseOnPage();
    expect(after.course.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '4.5',
      reviewCount: 2,
      bestRating: '5',
      worstRating: '1',
    });
    expect(after.page.headers.etag).not.toBe(before.page.headers.etag);
    // The compressed copies say the same.
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/python',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(after.page.rawPayload.length);
  });

  it('marks reviews by learners enrolled in the program or who paid for it, and filters them', async () => {
    const buyer = await signUpAndLogIn(t.app, 'buyer@example.com', 'Asha Rao');
    const enrolled = await signUpAndLogIn(t.app, 'enrolled@example.com', 'Vikram Shah');
    const browser = await signUpAndLogIn(t.app, 'browser@example.com', 'Neha Gupta');
    const db = t.app.database.db;
    await placeOrder(t.app, buyer);
    await db.updateTable('orders').set({ status: 'paid' }).execute();
    const order = await placeOrder(t.app, enrolled);
    const { id: orderId } = await db
      .selectFrom('orders')
      .select('id')
      .where('number', '=', order)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('enrolments')
      .values({
        user_id: (await db
          .selectFrom('users')
          .select('id')
          .where('email', '=', enrolled.email)
          .executeTakeFirstOrThrow())!.id,
        order_id: orderId,
        program: 'Python',
        plan: 'Pro Plan',
        started_at: nowIso(),
        ended_at: null,
      })
      .execute();

    expect((await review({ rating: 5 }, buyer)).json().verified).toBe(true);
    expect((await review({ rating: 4 }, enrolled)).json().verified).toBe(true);
    expect((await review({ rating: 3 }, browser)).json().verified).toBe(false);
    expect((await review({ user_name: 'Kiran', rating: 2 })).json().verified).toBe(false);
    // Paying for Python verifies no one's review of Java.
    expect((await review({ program: 'java', rating: 5 }, buyer)).json().verified).toBe(false);

    const all = await t.app.inject({ method: 'GET', url: '/api/program-reviews/?program=python' });
    expect(all.json().count).toBe(4);
    const verified = await t.app.inject({
      method: 'GET',
      url: '/api/program-reviews/?program=python&verified=1',
    });
    expect(verified.json()).toMatchObject({
      count: 2,
      results: [
        { user_name: 'Vikram Shah', verified: true },
        { user_name: 'Asha Rao', verified: true },
      ],
    });
  });

  it('refuses a visitor’s review signed with an account’s name, however it is written', async () => {
    await signUpAndLogIn(t.app, 'asha@example.com', 'Asha Rao');
    for (const name of ['Asha Rao', 'asha rao', 'ＡＳＨＡ ＲＡＯ']) {
      const refused = await review({ user_name: name, rating: 5 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        error:
          'That name belongs to an account. Log in to review as yourself, or use another name.',
        field: 'user_name',
      });
    }
    const stored = await t.app.database.db.selectFrom('program_reviews').selectAll().execute();
    expect(stored).toHaveLength(0);
    expect((await review({ user_name: 'Asha R.', rating: 5 })).statusCode).toBe(201);
  });
});
