import { expect, it } from 'vitest';
import { sampleContactEnquiry } from '../../domain/enquiries.fixtures.ts';
import { RETENTION_MS } from '../../domain/retention.ts';
import { runDailyPurge } from '../maintenance/daily-purge.ts';
import {
  TEST_PASSWORD,
  accountWithRole,
  callAs,
  codeIn,
  pastCodeCoolDown,
  signUpAndLogIn,
  type TestAccount,
} from '../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../test/harness.ts';
import { checkoutBody, placeOrder } from '../test/orders.ts';

const VICTIM = 'priya@example.com';
const CONFIRM_FIRST = (toDo: string) =>
  `Confirm your email address before you ${toDo}: enter the 6-digit code we emailed you.`;

describeEachEngine('an address counts only once it is proved', (engine) => {
  const ctx = useAppWithSmtp(engine);
  const db = () => ctx.t.app.database.db;

  /** The newest code mailed to `email`. */
  const mailedCode = async (email: string) => {
    await ctx.t.app.mailWorker.drain();
    const mail = ctx.smtp.to(email).at(-1);
    expect(mail, `a mail to ${email}`).toBeDefined();
    return codeIn(mail!.text);
  };

  /** Someone signs up with an address that is not theirs: nobody proves it. */
  const squatter = () => signUpAndLogIn(ctx.t.app, VICTIM, 'Not Priya', { proved: false });

  const prove = async (account: TestAccount) =>
    callAs(ctx.t.app, account).post('/api/email-proof/', {
      code: await mailedCode(account.email),
    });

  it('mails a 6-digit code at sign-up and takes it once, the account then proved', async () => {
    const account = await squatter();
    const as = callAs(ctx.t.app, account);
    expect((await as.get('/api/profile/')).json().email_proved).toBe(false);
    await ctx.t.app.mailWorker.drain();
    const [mail] = ctx.smtp.to(VICTIM);
    expect(mail!.text).toContain('Use this code to confirm your email address');
    expect(mail!.text).toContain(
      'If you did not sign up, ignore this email: an account nobody confirms is deleted after 7 days',
    );

    const wrong = await as.post('/api/email-proof/', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: 'That code is not right. Check the email and try again.',
    });
    expect((await as.post('/api/email-proof/', { code: '12ab' })).json()).toEqual({
      error: 'Enter the 6-digit code from your email.',
      field: 'code',
    });

    const proved = await as.post('/api/email-proof/', { code: codeIn(mail!.text) });
    expect(proved.json()).toEqual({ ok: true, became_owner: false });
    expect((await as.get('/api/profile/')).json().email_proved).toBe(true);
    const again = await as.post('/api/email-proof/code/');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Your email address is already confirmed.' });
  });

  it('sends a new code on request, after the cool-down, and the old one stops working', async () => {
    const account = await squatter();
    const as = callAs(ctx.t.app, account);
    const first = await mailedCode(VICTIM);
    const tooSoon = await as.post('/api/email-proof/code/');
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);

    await pastCodeCoolDown(ctx.t.app);
    const resent = await as.post('/api/email-proof/code/');
    expect(resent.json()).toEqual({ ok: true, message: `A new code is on its way to ${VICTIM}.` });
    const second = await mailedCode(VICTIM);
    if (first !== second) {
      expect((await as.post('/api/email-proof/', { code: first })).statusCode).toBe(400);
    }
    expect((await as.post('/api/email-proof/', { code: second })).statusCode).toBe(200);
    expect((await callAs(ctx.t.app, undefined).post('/api/email-proof/code/')).statusCode).toBe(
      401,
    );
  });

  it('neither downloads nor erases the enquiries of an address it has not proved', async () => {
    const enquiry = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/contact-enquiry-email/',
      payload: { ...sampleContactEnquiry, email: VICTIM, message: 'My salary is 12 LPA, PAN X' },
    });
    expect(enquiry.statusCode).toBe(201);
    const account = await squatter();
    const as = callAs(ctx.t.app, account);

    const data = (await as.get('/api/account/data/')).json();
    expect(data.enquiries).toEqual({
      contact: [],
      program: [],
      freelancing: [],
      note: 'Enquiries sent from your email address are included once you confirm the address with the code we emailed you.',
    });
    expect(JSON.stringify(data)).not.toContain('salary');

    const deleted = await as.post('/api/account/delete/', {
      password: TEST_PASSWORD,
      confirm: 'DELETE',
    });
    expect(deleted.statusCode).toBe(200);
    const kept = await db()
      .selectFrom('contact_enquiries')
      .select(['name', 'email', 'message'])
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({
      name: sampleContactEnquiry.name,
      email: VICTIM,
      message: 'My salary is 12 LPA, PAN X',
    });
  });

  it('gives the enquiries to the account once it has proved the address', async () => {
    await ctx.t.app.inject({
      method: 'POST',
      url: '/api/contact-enquiry-email/',
      payload: { ...sampleContactEnquiry, email: VICTIM, message: 'Call me' },
    });
    const account = await squatter();
    expect((await prove(account)).statusCode).toBe(200);
    const data = (await callAs(ctx.t.app, account).get('/api/account/data/')).json();
    expect(data.enquiries.contact).toMatchObject([{ message: 'Call me' }]);
    expect(data.enquiries).not.toHaveProperty('note');
  });

  it('places no order until the address is proved, and stores nothing meanwhile', async () => {
    const account = await squatter();
    const as = callAs(ctx.t.app, account);
    const refused = await as.post('/api/checkout-email/', checkoutBody(account));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: CONFIRM_FIRST('place an order') });
    expect(await db().selectFrom('orders').selectAll().execute()).toEqual([]);

    expect((await prove(account)).statusCode).toBe(200);
    expect(await placeOrder(ctx.t.app, account)).toMatch(/^ORD-/);
  });

  it('accepts no invitation for an address the account has not proved', async () => {
    const { app } = ctx.t;
    const owner = callAs(app, await accountWithRole(app, 'owner'));
    expect((await owner.post('/api/staff/team/invitations/', { email: VICTIM })).statusCode).toBe(
      201,
    );
    await app.mailWorker.drain();
    const token = /accept-invite\?token=([\w-]+)/.exec(ctx.smtp.to(VICTIM).at(-1)!.text)![1]!;
    const account = await squatter();
    const as = callAs(app, account);
    const refused = await as.post('/api/staff-invitations/accept/', { token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: CONFIRM_FIRST('accept an invitation') });
    expect((await as.get('/api/profile/')).json().role).toBe('learner');

    expect((await prove(account)).statusCode).toBe(200);
    expect((await as.post('/api/staff-invitations/accept/', { token })).json()).toEqual({
      ok: true,
      role: 'staff',
    });
  });

  it('counts a password reset by mailed code, asked for at once, as proof of the address', async () => {
    const account = await squatter();
    // At once: the sign-up code's cool-down holds up only another sign-up code.
    const asked = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/forgot-password-otp/',
      payload: { username: VICTIM },
    });
    expect(asked.statusCode).toBe(200);
    await ctx.t.app.background.settled();
    const reset = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/forgot-password-verify/',
      payload: { username: VICTIM, otp: await mailedCode(VICTIM), new_password: 'priya owns it' },
    });
    expect(reset.statusCode).toBe(200);
    // The squatter's session ended with the reset; the address's owner now holds the account.
    expect((await callAs(ctx.t.app, account).get('/api/profile/')).statusCode).toBe(401);
    const login = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: VICTIM, password: 'priya owns it' },
    });
    const session = login.cookies.find((c) => c.name === 'session')!.value;
    expect(
      (await callAs(ctx.t.app, { ...account, session }).get('/api/profile/')).json().email_proved,
    ).toBe(true);
  });

  it('removes an unproved account a week on, unless something is attached, and frees its address', async () => {
    const { app } = ctx.t;
    const weekAndAnHourAgo = new Date(
      Date.now() - RETENTION_MS.unprovedAccounts - 60 * 60 * 1000,
    ).toISOString();
    const squatted = await squatter();
    const young = await signUpAndLogIn(app, 'young@example.com', 'Young One', { proved: false });
    const proved = await signUpAndLogIn(app, 'proved@example.com', 'Proved One');
    const reviewer = await signUpAndLogIn(app, 'reviewer@example.com', 'Reviewer', {
      proved: false,
    });
    expect(
      (
        await callAs(app, reviewer).post('/api/program-reviews/', {
          program: 'python',
          comment: 'Good',
          rating: 5,
        })
      ).statusCode,
    ).toBe(201);
    await db()
      .updateTable('users')
      .set({ email_proof_asked_at: weekAndAnHourAgo, created_at: weekAndAnHourAgo })
      .where('email_key', 'in', [VICTIM, 'proved@example.com', 'reviewer@example.com'])
      .execute();

    expect(await runDailyPurge(db(), new Date())).toMatchObject({ unprovedAccounts: 1 });
    const left = await db().selectFrom('users').select('email').orderBy('id').execute();
    expect(left.map((u) => u.email)).toEqual([young.email, proved.email, reviewer.email]);
    expect((await callAs(app, squatted).get('/api/profile/')).statusCode).toBe(401);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'changes'])
      .where('action', '=', 'user.purge-unproved')
      .execute();
    expect(audit).toEqual([
      {
        action: 'user.purge-unproved',
        actor_id: null,
        changes: JSON.stringify([
          { field: 'account', before: 'address never confirmed', after: 'deleted' },
        ]),
      },
    ]);

    // The address's owner can now sign up with it.
    const owner = await app.inject({
      method: 'POST',
      url: '/api/signup/',
      payload: {
        username: 'Priya Rao',
        email: VICTIM,
        phone: '9876543210',
        password: 'priya pass',
      },
    });
    expect(owner.statusCode).toBe(201);
  });
});
