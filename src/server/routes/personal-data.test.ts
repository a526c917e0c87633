import fs from 'node:fs';
import path from 'node:path';
import { expect, it, vi } from 'vitest';
import { FORMER_LEARNER } from '../../domain/personal-data.ts';
import { sampleContactEnquiry } from '../../domain/enquiries.fixtures.ts';
import { nowIso } from '../db/database.ts';
import { TEST_PASSWORD, callAs, setRole, signUpAndLogIn } from '../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../test/harness.ts';
import { buyAndPay, insertCohort, insertSession } from '../test/cohort-enrolment.ts';
import { placeOrder } from '../test/orders.ts';

describeEachEngine('a person’s data: download and deletion', (engine) => {
  const ctx = useAppWithSmtp(engine, { mail: { from: 'no-reply@mentora.test' } });
  const db = () => ctx.t.app.database.db;

  /** A learner with an order, a review, an enquiry and a photo on file. */
  async function learnerWithHistory() {
    const learner = await signUpAndLogIn(ctx.t.app, 'asha@example.com', 'Asha Rao');
    const as = callAs(ctx.t.app, learner);
    const number = await placeOrder(ctx.t.app, learner);
    expect(
      (await as.post('/api/program-reviews/', { program: 'python', comment: 'Great', rating: 5 }))
        .statusCode,
    ).toBe(201);
    const enquiry = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/contact-enquiry-email/',
      payload: { ...sampleContactEnquiry, email: 'ASHA@example.com', message: 'Call me at home' },
    });
    expect(enquiry.statusCode).toBe(201);
    const photo = '7-abcdefghijklmnop.webp';
    fs.mkdirSync(path.join(ctx.t.app.config.dataDir, 'photos'), { recursive: true });
    fs.writeFileSync(path.join(ctx.t.app.config.dataDir, 'photos', photo), 'webp');
    await db().updateTable('users').set({ photo_path: photo }).execute();
    return { learner, as, number, photo };
  }

  it('downloads the account, orders, reviews and enquiries as a JSON file, and audits it', async () => {
    const { as, number } = await learnerWithHistory();
    const response = await as.get('/api/account/data/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="mentora-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json();
    expect(data.account).toMatchObject({
      username: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      photo: true,
    });
    expect(data.orders).toMatchObject([
      { number, status: 'awaiting_payment', items: [{ program: 'Python', plan: 'Pro Plan' }] },
    ]);
    expect(data.reviews).toMatchObject([{ program: 'python', comment: 'Great', rating: 5 }]);
    // Enquiries sent from the account's address, however it was capitalised.
    expect(data.enquiries.contact).toMatchObject([{ message: 'Call me at home' }]);
    for (const secret of ['password_hash', 'token_hash', 'code_hash', 'ip']) {
      expect(response.body).not.toContain(secret);
    }
    const audit = await db().selectFrom('audit_log').selectAll().execute();
    expect(audit).toMatchObject([{ action: 'user.export-data', actor_name: 'Asha Rao' }]);
    expect((await ctx.t.app.inject({ method: 'GET', url: '/api/account/data/' })).statusCode).toBe(
      401,
    );
  });

  it('downloads and erases what the learner did in their programs', async () => {
    const learner = await signUpAndLogIn(ctx.t.app, 'meera@example.com', 'Meera Iyer');
    const as = callAs(ctx.t.app, learner);
    const cohort = await insertCohort(ctx.t.app, { startsOn: '2026-12-01' });
    const session = await insertSession(ctx.t.app, cohort, { startsAt: '2026-12-01T13:30:00Z' });
    await buyAndPay(ctx.t.app, learner, [cohort]);
    const userId = (await as.get('/api/profile/')).json().id as number;
    const now = nowIso();
    await db()
      .insertInto('session_attendance')
      .values({ session_id: session, user_id: userId, present: 1, marked_by: null, marked_at: now })
      .execute();
    expect((await as.put('/api/learn/python/modules/0/done', {})).statusCode).toBe(200);
    expect((await as.post('/api/learn/calendar-feed/')).statusCode).toBe(200);

    const data = (await as.get('/api/account/data/')).json();
    expect(data.enrolments).toMatchObject([{ program: 'Python', cohort_starts_on: '2026-12-01' }]);
    expect(data.learning).toMatchObject({
      modules_done: [{ program: 'python', module: 1 }],
      attendance: [{ program: 'python', present: true }],
    });
    expect(data.learning.calendar_feed_created_at).not.toBeNull();

    expect(
      (await as.post('/api/account/delete/', { password: TEST_PASSWORD, confirm: 'DELETE' }))
        .statusCode,
    ).toBe(200);
    for (const table of ['module_progress', 'session_attendance', 'calendar_feeds'] as const) {
      expect(await db().selectFrom(table).selectAll().execute()).toEqual([]);
    }
  });

  it('refuses a wrong password, a missing DELETE and the last owner, and changes nothing', async () => {
    const { as } = await learnerWithHistory();
    const wrong = await as.post('/api/account/delete/', { password: 'nope', confirm: 'DELETE' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('Your password is not right.');
    const unconfirmed = await as.post('/api/account/delete/', {
      password: TEST_PASSWORD,
      confirm: 'delete it',
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().error).toBe('Type DELETE to confirm.');

    await setRole(ctx.t.app, 'asha@example.com', 'owner');
    const owner = await as.post('/api/account/delete/', {
      password: TEST_PASSWORD,
      confirm: 'DELETE',
    });
    expect(owner.statusCode).toBe(409);
    expect(owner.json().error).toMatch(/^You are the only owner/);

    const user = await db().selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(user).toMatchObject({ email: 'asha@example.com', deleted_at: null });
    expect(await db().selectFrom('audit_log').selectAll().execute()).toEqual([]);
    expect((await as.get('/api/profile/')).statusCode).toBe(200);
  });

  it('erases the person, keeps the orders, anonymises reviews, mails the old address and frees it', async () => {
    const { learner, as, number, photo } = await learnerWithHistory();
    const other = await signUpAndLogIn(ctx.t.app, 'other@example.com', 'Other Person');
    const deleted = await as.post('/api/account/delete/', {
      password: TEST_PASSWORD,
      confirm: ' DELETE ',
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.cookies.find((c) => c.name === 'session')?.value).toBe('');

    // Signed out everywhere, and no way back in.
    expect((await as.get('/api/profile/')).statusCode).toBe(401);
    const login = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: learner.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).not.toBe(200);

    const user = await db()
      .selectFrom('users')
      .selectAll()
      .where('email', 'like', 'deleted-%')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ phone: '', photo_path: null, role: 'learner' });
    expect(user.deleted_at).not.toBeNull();
    expect(JSON.stringify(user)).not.toMatch(/asha/i);
    expect(fs.existsSync(path.join(ctx.t.app.config.dataDir, 'photos', photo))).toBe(false);

    // The order and its buyer's details stay, as the law requires.
    const order = await db()
      .selectFrom('orders')
      .selectAll()
      .where('number', '=', number)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ name: 'Asha Rao', email: 'asha@example.com' });

    const review = await db().selectFrom('program_reviews').selectAll().executeTakeFirstOrThrow();
    expect(review).toMatchObject({ user_name: FORMER_LEARNER, user_id: null, comment: 'Great' });
    const enquiry = await db()
      .selectFrom('contact_enquiries')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(enquiry)).not.toMatch(/asha|Call me at home|9876543210/i);

    const audit = await db().selectFrom('audit_log').selectAll().execute();
    expect(audit).toMatchObject([{ action: 'user.delete-account', record_id: String(user.id) }]);
    await ctx.t.app.mailWorker.drain();
    const goodbye = () => ctx.smtp.messages.find((m) => m.subject.startsWith('Your account was'));
    await expect.poll(goodbye).toBeDefined();
    expect(goodbye()!.to).toContain('asha@example.com');

    // Another account is untouched; the address can sign up afresh.
    expect((await callAs(ctx.t.app, other).get('/api/profile/')).statusCode).toBe(200);
    const again = await signUpAndLogIn(ctx.t.app, 'asha@example.com', 'Asha Rao');
    expect((await callAs(ctx.t.app, again).get('/api/profile/')).json()).toMatchObject({
      email: 'asha@example.com',
    });
    expect(nowIso() >= user.deleted_at!).toBe(true);
  });

  it('dates the goodbye as India reads it, already the next day there', async () => {
    const { as } = await learnerWithHistory();
    // 8 pm UTC is 1:30 am the next day in India: the UTC date would be a day behind.
    const next8pmUtc = new Date(new Date().toISOString().slice(0, 10) + 'T20:00:00Z');
    if (next8pmUtc.getTime() <= Date.now()) next8pmUtc.setUTCDate(next8pmUtc.getUTCDate() + 1);
    const inIndia = new Date(next8pmUtc.getTime() + 330 * 60 * 1000);
    const day = `${inIndia.getUTCDate()} ${inIndia.toLocaleString('en', { month: 'short', timeZone: 'UTC' })} ${inIndia.getUTCFullYear()}`;
    vi.useFakeTimers({ toFake: ['Date'], now: next8pmUtc });
    try {
      const deleted = await as.post('/api/account/delete/', {
        password: TEST_PASSWORD,
        confirm: 'DELETE',
      });
      expect(deleted.statusCode).toBe(200);
      // The goodbye is due at the deletion's time.
      await ctx.t.app.mailWorker.drain();
    } finally {
      vi.useRealTimers();
    }
    const goodbye = ctx.smtp
      .to('asha@example.com')
      .find((m) => m.subject.startsWith('Your account'));
    const sentence = `Your account was deleted on ${day}, 1:30 am IST, as you asked,`;
    expect(goodbye!.text).toContain(sentence);
    expect(goodbye!.html).toContain(sentence);
  });
});
