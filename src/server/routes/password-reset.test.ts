import { expect, it } from 'vitest';
import { describeEachEngine, useAppWithSmtp } from '../test/harness.ts';

const asha = {
  username: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  password: 'old password',
};

describeEachEngine('password reset by emailed code', (engine) => {
  const ctx = useAppWithSmtp(engine);
  const post = (url: string, payload: object, cookies: Record<string, string> = {}) =>
    ctx.t.app.inject({ method: 'POST', url, payload, cookies });

  async function requestCode(username = asha.email): Promise<string> {
    const before = ctx.smtp.messages.length;
    const response = await post('/api/forgot-password-otp/', { username });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('OTP sent to your email.');
    await ctx.t.app.mailWorker.drain();
    const [mail] = await ctx.smtp.waitFor(before + 1).then((all) => all.slice(before));
    expect(mail!.to).toEqual([asha.email]);
    return mail!.text.match(/\b(\d{6})\b/)![1]!;
  }
  const verify = (otp: string, new_password = 'new password 1') =>
    post('/api/forgot-password-verify/', { username: asha.username, otp, new_password });
  const login = (password: string) => post('/api/login/', { username: asha.email, password });

  async function signUpAndLogIn() {
    await post('/api/signup/', asha);
    const response = await login(asha.password);
    return response.cookies.find((c) => c.name === 'session')!.value;
  }

  it('sets the new password with the mailed code and ends every session', async () => {
    const session = await signUpAndLogIn();
    const code = await requestCode();
    const response = await verify(code);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Password changed successfully!');
    expect((await login(asha.password)).statusCode).toBe(401);
    expect((await login('new password 1')).statusCode).toBe(200);
    const profile = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/profile/',
      cookies: { session },
    });
    expect(profile.statusCode).toBe(401);
  });

  it('keeps only the HMAC of the code', async () => {
    await signUpAndLogIn();
    const code = await requestCode();
    const row = await ctx.t.app.database.db
      .selectFrom('verifications')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).toMatch(/^[\w-]{43}$/);
  });

  it('takes a code once', async () => {
    await signUpAndLogIn();
    const code = await requestCode();
    expect((await verify(code)).statusCode).toBe(200);
    const again = await verify(code, 'another password');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(
      'That code has expired or was already used. Ask for a new one.',
    );
  });

  it('voids a code after the fifth wrong try', async () => {
    await signUpAndLogIn();
    const code = await requestCode();
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      const response = await verify(wrong);
      expect(response.json().error).toBe('That code is not right. Check the email and try again.');
    }
    expect((await verify(code)).json().error).toBe(
      'That code has expired or was already used. Ask for a new one.',
    );
    expect((await login(asha.password)).statusCode).toBe(200);
  });

  it('voids a code after 5 wrong tries even when 20 guesses arrive at once', async () => {
    await signUpAndLogIn();
    const code = await requestCode();
    const guesses = Array.from({ length: 20 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    // From 20 addresses: the code's own limit must hold, not the per-address one.
    const answers = await Promise.all(
      guesses.map((otp, i) =>
        ctx.t.app.inject({
          method: 'POST',
          url: '/api/forgot-password-verify/',
          payload: { username: asha.username, otp, new_password: 'new password 1' },
          remoteAddress: `10.5.0.${i}`,
        }),
      ),
    );
    const errors = answers.map((r) => r.json().error);
    expect(
      errors.filter((e) => e === 'That code is not right. Check the email and try again.'),
    ).toHaveLength(5);
    expect(
      errors.filter((e) => e === 'That code has expired or was already used. Ask for a new one.'),
    ).toHaveLength(15);
    expect((await verify(code)).json().error).toBe(
      'That code has expired or was already used. Ask for a new one.',
    );
    expect((await login(asha.password)).statusCode).toBe(200);
  });

  it('takes a code once even when it is sent twice at the same time', async () => {
    await signUpAndLogIn();
    const code = await requestCode();
    const answers = await Promise.all([
      verify(code, 'first new password'),
      verify(code, 'second new password'),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((r) => r.statusCode === 400)!.json().error).toBe(
      'That code has expired or was already used. Ask for a new one.',
    );
    const winner = answers[0]!.statusCode === 200 ? 'first new password' : 'second new password';
    expect((await login(winner)).statusCode).toBe(200);
  });

  it('refuses an expired code, and a code replaced by a newer one', async () => {
    await signUpAndLogIn();
    const first = await requestCode();
    const second = await requestCode();
    if (first !== second) expect((await verify(first)).statusCode).toBe(400);
    await ctx.t.app.database.db
      .updateTable('verifications')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await verify(second)).json().error).toBe(
      'That code has expired or was already used. Ask for a new one.',
    );
  });

  it('sends at most 3 codes in 15 minutes to one account', async () => {
    await signUpAndLogIn();
    for (let i = 0; i < 3; i++) await requestCode();
    const fourth = await post('/api/forgot-password-otp/', { username: asha.email });
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('sends at most 3 codes even to 6 requests at once', async () => {
    await signUpAndLogIn();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post('/api/forgot-password-otp/', { username: asha.email })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429]);
    for (const refused of answers.filter((r) => r.statusCode === 429)) {
      expect(refused.json().error).toBe(
        'Too many codes sent. Please wait before asking for another.',
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    }
    expect(await ctx.t.app.mailWorker.drain()).toBe(3);
    expect(await ctx.smtp.waitFor(3)).toHaveLength(3);
  });

  it('lets an account locked out by wrong passwords log in after a reset', async () => {
    await signUpAndLogIn();
    for (let i = 0; i < 10; i++) expect((await login(`wrong ${i}xx`)).statusCode).toBe(401);
    expect((await login(asha.password)).statusCode).toBe(429);
    expect((await verify(await requestCode())).statusCode).toBe(200);
    expect((await login('new password 1')).statusCode).toBe(200);
  });

  it('answers the same for an unknown account and sends nothing', async () => {
    const response = await post('/api/forgot-password-otp/', { username: 'nobody@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('OTP sent to your email.');
    expect(await ctx.t.app.mailWorker.drain()).toBe(0);
  });

  it('checks the code and the new password before anything', async () => {
    await signUpAndLogIn();
    expect((await verify('12ab56')).json().error).toBe('Enter the 6-digit code from your email.');
    expect((await verify('123456', 'short')).json().error).toBe(
      'Password must be at least 8 characters.',
    );
  });
});
