import { expect, it } from 'vitest';
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

  async function signUp(account: typeof asha): Promise<string> {
    await post('/api/signup/', account);
    const response = await post('/api/login/', {
      username: account.email,
      password: account.password,
    });
    return response.cookies.find((c) => c.name === 'session')!.value;
  }
  async function codeSentTo(email: string, session: string): Promise<string> {
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

  it('changes the email with a code sent to the new address, and tells the old one', async () => {
    const session = await signUp(asha);
    const code = await codeSentTo('asha.new@example.com', session);
    const wrongTarget = await post(
      '/api/update-profile/',
      { field: 'email', value: 'other@example.com', verification_code: code },
      session,
    );
    expect(wrongTarget.statusCode).toBe(400);
    const response = await post(
      '/api/update-profile/',
      { field: 'email', value: 'asha.new@example.com', verification_code: code },
      session,
    );
    expect(response.statusCode).toBe(200);
    expect((await profile(session)).email).toBe('asha.new@example.com');
    await ctx.t.app.mailWorker.drain();
    const notice = (await ctx.smtp.waitFor(2)).find(
      (m) => m.to.includes(asha.email) && m.subject.startsWith('Your email address was changed'),
    );
    expect(notice?.text).toContain('asha.new@example.com');
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
  });

  it('limits guesses at the current password to 10 in 15 minutes, shared with logins', async () => {
    const session = await signUp(asha);
    for (let i = 0; i < 10; i++) {
      const wrong = await post(
        '/api/update-profile/',
        { field: 'password', value: 'new password 1', password: `guess ${i}` },
        session,
      );
      expect(wrong.json()).toEqual({ error: 'Your current password is not right.' });
    }
    const locked = await post(
      '/api/update-profile/',
      { field: 'password', value: 'new password 1', password: asha.password },
      session,
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: 'Too many failed attempts. Please try again later.' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    const login = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: asha.email, password: asha.password },
      remoteAddress: '10.4.0.1',
    });
    expect(login.statusCode).toBe(429);
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
