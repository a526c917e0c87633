import { expect, it } from 'vitest';
import {
  MAX_SENDS_PER_ACCOUNT_AND_ADDRESS,
  MAX_WRONG_CODES_PER_REQUESTER_PER_DAY,
} from '../auth/one-time-codes.ts';
import { codeIn, pastCodeCoolDown, signUpWith } from '../test/accounts.ts';
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

  /** Asks for a code as a stranger or the owner would, and waits for the work it starts. */
  async function ask(username = asha.email, remoteAddress = '127.0.0.1') {
    const response = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/forgot-password-otp/',
      payload: { username },
      remoteAddress,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('OTP sent to your email.');
    await ctx.t.app.background.settled();
    return response;
  }
  const afterCoolDown = () => pastCodeCoolDown(ctx.t.app);

  async function requestCode(username = asha.email, from = '127.0.0.1'): Promise<string> {
    await afterCoolDown();
    const before = ctx.smtp.messages.length;
    await ask(username, from);
    await ctx.t.app.mailWorker.drain();
    const [mail] = await ctx.smtp.waitFor(before + 1).then((all) => all.slice(before));
    expect(mail!.to).toEqual([asha.email]);
    return codeIn(mail!.text);
  }
  const verify = (otp: string, new_password = 'new password 1', remoteAddress = '127.0.0.1') =>
    ctx.t.app.inject({
      method: 'POST',
      url: '/api/forgot-password-verify/',
      payload: { username: asha.username, otp, new_password },
      remoteAddress,
    });
  const login = (password: string) => post('/api/login/', { username: asha.email, password });

  const signUpAndLogIn = () => signUpWith(ctx.t.app, asha);

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

  it('voids a code after 5 wrong tries even when 15 guesses arrive at once', async () => {
    await signUpAndLogIn();
    const code = await requestCode();
    const guesses = Array.from({ length: 15 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    // All from the browser that asked: the code's own limit must hold, not the per-day one.
    const answers = await Promise.all(guesses.map((otp) => verify(otp)));
    const errors = answers.map((r) => r.json().error);
    expect(
      errors.filter((e) => e === 'That code is not right. Check the email and try again.'),
    ).toHaveLength(5);
    expect(
      errors.filter((e) => e === 'That code has expired or was already used. Ask for a new one.'),
    ).toHaveLength(10);
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

  it('sends each fresh request a code after a one-minute cool-down, whoever else asks', async () => {
    await signUpAndLogIn();
    // A stranger asking from many addresses cannot use up the owner's codes.
    for (let i = 0; i < 6; i++) {
      await afterCoolDown();
      await ask(asha.email, `10.1.0.${i}`);
    }
    expect(await ctx.t.app.mailWorker.drain()).toBe(6);
    const code = await requestCode();
    expect((await verify(code)).statusCode).toBe(200);
  });

  it('sends one code to a burst, and says nothing a stranger could read about the account', async () => {
    await signUpAndLogIn();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post('/api/forgot-password-otp/', { username: asha.email })),
    );
    await ctx.t.app.background.settled();
    expect(answers.map((r) => [r.statusCode, r.json()])).toEqual(
      Array(6).fill([200, { ok: true, message: 'OTP sent to your email.' }]),
    );
    expect(await ctx.t.app.mailWorker.drain()).toBe(1);
  });

  it('sends one address at most 3 codes for an account in 15 minutes', async () => {
    await signUpAndLogIn();
    for (let i = 0; i < MAX_SENDS_PER_ACCOUNT_AND_ADDRESS + 2; i++) {
      await afterCoolDown();
      await ask(asha.email, '10.2.0.1');
    }
    expect(await ctx.t.app.mailWorker.drain()).toBe(MAX_SENDS_PER_ACCOUNT_AND_ADDRESS);
  });

  it('takes the right code from an address after twenty wrong ones from others', async () => {
    await signUpAndLogIn();
    for (let guessed = 0; guessed < MAX_WRONG_CODES_PER_REQUESTER_PER_DAY; guessed += 5) {
      const code = await requestCode(asha.email, `10.3.0.${guessed}`);
      const wrong = code.startsWith('0') ? `1${code.slice(1)}` : `0${code.slice(1)}`;
      for (let i = 0; i < 5; i++) {
        expect((await verify(wrong, undefined, `10.3.0.${guessed}`)).statusCode).toBe(400);
      }
    }
    // Twenty wrong codes from other addresses refuse nobody here.
    const fresh = await verify(await requestCode(asha.email, '10.3.1.1'), undefined, '10.3.1.1');
    expect(fresh.statusCode).toBe(200);
  });

  it("mails 'Your password was changed' to the account", async () => {
    await signUpAndLogIn();
    expect((await verify(await requestCode())).statusCode).toBe(200);
    await ctx.t.app.mailWorker.drain();
    const mails = await ctx.smtp.waitFor(2);
    expect(mails[1]!.subject).toBe('Your password was changed | Mentora');
    expect(mails[1]!.to).toEqual([asha.email]);
  });

  it('lets an address refused for wrong passwords sign in after a reset', async () => {
    await signUpAndLogIn();
    for (let i = 0; i < 5; i++) expect((await login(`wrong ${i}xx`)).statusCode).toBe(401);
    expect((await login(asha.password)).statusCode).toBe(429);
    expect((await verify(await requestCode())).statusCode).toBe(200);
    expect((await login('new password 1')).statusCode).toBe(200);
  });

  it('answers the same for an unknown account and sends nothing', async () => {
    await ask('nobody@example.com');
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
