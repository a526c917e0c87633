import { expect, it } from 'vitest';
import { MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS } from '../auth/login-throttle.ts';
import { DAILY_MAILS_TO_UNKNOWN_ADDRESS } from '../mail/recipient-limits.ts';
import { logIn as logInAs, pastCodeCoolDown, signUpWith } from '../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../test/harness.ts';

const asha = {
  username: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  password: 'old password',
};
const ravi = {
  username: 'Ravi Kumar',
  email: 'ravi@example.com',
  phone: '9123456780',
  password: 'ravi password',
};

describeEachEngine('profile changes', (engine) => {
  const ctx = useAppWithSmtp(engine);
  const post = (url: string, payload: object, session?: string) =>
    ctx.t.app.inject({ method: 'POST', url, payload, cookies: session ? { session } : {} });
  const profile = async (session: string) =>
    (await ctx.t.app.inject({ method: 'GET', url: '/api/profile/', cookies: { session } })).json();

  const signUp = (account: typeof asha) => signUpWith(ctx.t.app, account);
  const afterCoolDown = () => pastCodeCoolDown(ctx.t.app);
  const logIn = (account: typeof asha) => logInAs(ctx.t.app, account.email, account.password);
  const profileResponse = (session: string) =>
    ctx.t.app.inject({ method: 'GET', url: '/api/profile/', cookies: { session } });
  async function oldAddressNotice() {
    await ctx.t.app.mailWorker.drain();
    await ctx.smtp.waitFor(2);
    return ctx.smtp.messages.find(
      (m) => m.to.includes(asha.email) && m.subject.startsWith('Your email address was changed'),
    )!;
  }
  async function codeSentTo(email: string, session: string): Promise<string> {
    await afterCoolDown();
    const before = ctx.smtp.messages.length;
    const response = await post('/api/send-verification-code/', { email }, session);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Verification code sent!');
    await ctx.t.app.mailWorker.drain();
    const mail = (await ctx.smtp.waitFor(before + 1))
      .slice(before)
      .find((m) => m.to.includes(email))!;
    return mail.text.match(/\b(\d{6})\b/)![1]!;
  }

  it('changes the phone and the username with a code sent to the account email', async () => {
    const session = await signUp(asha);
    const code = await codeSentTo(asha.email, session);
    const phone = await post(
      '/api/update-profile/',
      { field: 'phone', value: '9000000001', verification_code: code },
      session,
    );
    expect(phone.statusCode).toBe(200);
    expect(phone.json().message).toBe('Updated successfully');
    expect((await profile(session)).phone).toBe('9000000001');

    const again = await post(
      '/api/update-profile/',
      { field: 'username', value: 'Asha R', verification_code: code },
      session,
    );
    expect(again.statusCode).toBe(400);
    const second = await codeSentTo(asha.email, session);
    expect(
      (
        await post(
          '/api/update-profile/',
          { field: 'username', value: 'Asha R', verification_code: second },
          session,
        )
      ).statusCode,
    ).toBe(200);
    expect((await profile(session)).username).toBe('Asha R');
  });

  it('changes the email with a code to the new address and the password, telling the old one', async () => {
    const session = await signUp(asha);
    const other = await logIn(asha);
    const code = await codeSentTo('asha.new@example.com', session);
    const change = (extra: object) =>
      post(
        '/api/update-profile/',
        { field: 'email', value: 'asha.new@example.com', verification_code: code, ...extra },
        session,
      );
    const noPassword = await change({});
    expect(noPassword.json()).toEqual({
      error: 'Enter your current password.',
      field: 'password',
    });
    expect((await change({ password: 'not it at all' })).json()).toEqual({
      error: 'Your current password is not right.',
    });
    const wrongTarget = await post(
      '/api/update-profile/',
      {
        field: 'email',
        value: 'other@example.com',
        verification_code: code,
        password: asha.password,
      },
      session,
    );
    expect(wrongTarget.statusCode).toBe(400);
    expect((await profile(session)).email).toBe(asha.email);

    const response = await change({ password: asha.password });
    expect(response.statusCode).toBe(200);
    expect((await profile(session)).email).toBe('asha.new@example.com');
    expect((await profileResponse(other)).statusCode).toBe(401);
    const notice = await oldAddressNotice();
    expect(notice.text).toContain('asha.new@example.com');
    expect(notice.text).toMatch(
      /http:\/\/localhost:3000\/account\/undo-email-change\?token=[\w-]+/,
    );
    const audit = await ctx.t.app.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'user.change-email')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.changes)).toEqual([
      { field: 'email', before: asha.email, after: 'asha.new@example.com' },
    ]);
  });

  it('puts the old address back with the link mailed to it, once, and signs everyone out', async () => {
    const session = await signUp(asha);
    const code = await codeSentTo('asha.new@example.com', session);
    await post(
      '/api/update-profile/',
      {
        field: 'email',
        value: 'asha.new@example.com',
        verification_code: code,
        password: asha.password,
      },
      session,
    );
    const token = (await oldAddressNotice()).text.match(/token=([\w-]+)/)![1]!;
    const undo = await post('/api/undo-email-change/', { token });
    expect(undo.statusCode).toBe(200);
    expect(undo.json().message).toMatch(/^Your email address is back to asha@example\.com\./);
    expect((await profileResponse(session)).statusCode).toBe(401);
    const again = await post('/api/undo-email-change/', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'This link has expired or was already used.' });
    expect((await post('/api/undo-email-change/', { token: 'x'.repeat(32) })).statusCode).toBe(400);
    expect((await profile(await logIn(asha))).email).toBe(asha.email);
  });

  it('mails codes to an address no account has at most 3 times a day', async () => {
    const session = await signUp(asha);
    for (let i = 0; i < DAILY_MAILS_TO_UNKNOWN_ADDRESS; i++) {
      await codeSentTo('stranger@example.com', session);
    }
    await afterCoolDown();
    const refused = await post(
      '/api/send-verification-code/',
      { email: 'Stranger@example.com' },
      session,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(
      'Too many emails sent to this address today. Try again tomorrow.',
    );
  });

  it("refuses another account's email or username", async () => {
    await signUp(ravi);
    const session = await signUp(asha);
    const taken = await post(
      '/api/send-verification-code/',
      { email: 'RAVI@example.com' },
      session,
    );
    expect(taken.statusCode).toBe(409);
    const code = await codeSentTo(asha.email, session);
    const name = await post(
      '/api/update-profile/',
      { field: 'username', value: 'ravi kumar', verification_code: code },
      session,
    );
    expect(name.statusCode).toBe(409);
    expect(name.json().error).toBe('This username is taken.');
  });

  it('changes the password with the current one and signs out the other sessions', async () => {
    const session = await signUp(asha);
    const other = (
      await post('/api/login/', { username: asha.email, password: asha.password })
    ).cookies.find((c) => c.name === 'session')!.value;
    const wrong = await post(
      '/api/update-profile/',
      { field: 'password', value: 'new password 1', password: 'not it at all' },
      session,
    );
    expect(wrong.statusCode).toBe(400);
    const response = await post(
      '/api/update-profile/',
      { field: 'password', value: 'new password 1', password: asha.password },
      session,
    );
    expect(response.statusCode).toBe(200);
    expect(
      (await ctx.t.app.inject({ method: 'GET', url: '/api/profile/', cookies: { session } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await ctx.t.app.inject({ method: 'GET', url: '/api/profile/', cookies: { session: other } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post('/api/login/', { username: asha.email, password: 'new password 1' })).statusCode,
    ).toBe(200);
    await ctx.t.app.mailWorker.drain();
    const notice = (await ctx.smtp.waitFor(1))[0]!;
    expect(notice.subject).toBe('Your password was changed | Mentora');
    expect(notice.to).toEqual([asha.email]);
  });

  it('counts guesses at the current password with logins from the address, not elsewhere', async () => {
    const session = await signUp(asha);
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
      const wrong = await post(
        '/api/update-profile/',
        { field: 'password', value: 'new password 1', password: `guess ${i}` },
        session,
      );
      expect(wrong.json()).toEqual({ error: 'Your current password is not right.' });
    }
    const refused = await post(
      '/api/update-profile/',
      { field: 'password', value: 'new password 1', password: asha.password },
      session,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Too many failed attempts. Please try again later.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    const elsewhere = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: asha.email, password: asha.password },
      remoteAddress: '10.4.0.1',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('limits each address to 30 profile-change requests in 15 minutes', async () => {
    for (const url of ['/api/update-profile/', '/api/send-verification-code/']) {
      const send = (remoteAddress: string) =>
        ctx.t.app.inject({ method: 'POST', url, payload: {}, remoteAddress });
      for (let i = 0; i < 30; i++) expect((await send('10.3.0.1')).statusCode).toBe(400);
      const refused = await send('10.3.0.1');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
      expect(refused.json().error).toMatch(
        /^Too many requests\. Please try again in \d+ seconds?\.$/,
      );
      expect((await send('10.3.0.2')).statusCode).toBe(400);
    }
  });

  it('refuses an @ in a new username', async () => {
    const session = await signUp(asha);
    const code = await codeSentTo(asha.email, session);
    const response = await post(
      '/api/update-profile/',
      { field: 'username', value: 'ravi@example.com', verification_code: code },
      session,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Enter a valid name.');
    expect((await profile(session)).username).toBe(asha.username);
  });

  it("cannot change someone else's profile: a code belongs to its account", async () => {
    const raviSession = await signUp(ravi);
    const ashaSession = await signUp(asha);
    const ashaCode = await codeSentTo(asha.email, ashaSession);
    const response = await post(
      '/api/update-profile/',
      { field: 'phone', value: '9000000002', verification_code: ashaCode },
      raviSession,
    );
    expect(response.statusCode).toBe(400);
    expect((await profile(raviSession)).phone).toBe(ravi.phone);
    expect((await profile(ashaSession)).phone).toBe(asha.phone);
  });

  it('needs a session and a known field', async () => {
    expect((await post('/api/send-verification-code/', { email: asha.email })).statusCode).toBe(
      401,
    );
    const session = await signUp(asha);
    const unknown = await post(
      '/api/update-profile/',
      { field: 'is_admin', value: 'true' },
      session,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Choose what to change: username, email, phone or password.');
  });
});
