import { expect, it } from 'vitest';
import {
  MAX_WRONG_CODES_PER_REQUESTER_PER_DAY,
  SHORT_RESET_CODES_PER_DAY,
} from '../auth/one-time-codes.ts';
import { codeIn, pastCodeCoolDown, signUpUnproved, TEST_PASSWORD } from '../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../test/harness.ts';

const victim = { email: 'asha@example.com', phone: '9876543210' };
const squatter = { ...victim, username: 'Asha Rao', password: 'squatter password' };
const NOT_RIGHT = 'That code is not right. Check the email and try again.';
const TOO_MANY = 'Too many wrong codes today. Try again tomorrow, or sign in with your password.';

/**
 * The review's attack: a stranger signs up with someone's address, keeps the account alive
 * with a review, and spends a few minutes a day asking for reset codes and sending wrong ones
 * from fresh addresses. The code in the mailbox must still work for whoever reads the mailbox.
 */
describeEachEngine('an address held by a stranger', (engine) => {
  const ctx = useAppWithSmtp(engine);
  const app = () => ctx.t.app;
  const db = () => ctx.t.app.database.db;
  let host = 0;
  const fresh = () => `10.66.${Math.floor(++host / 250)}.${host % 250}`;

  const askCode = async (from: string, cookies: Record<string, string> = {}) => {
    await pastCodeCoolDown(app());
    const asked = await app().inject({
      method: 'POST',
      url: '/api/forgot-password-otp/',
      payload: { username: victim.email },
      remoteAddress: from,
      cookies,
    });
    expect(asked.statusCode).toBe(200);
    await app().background.settled();
    return asked.cookies.find((c) => c.name === 'code_requester')!.value;
  };
  const verify = (otp: string, from: string, cookies: Record<string, string> = {}) =>
    app().inject({
      method: 'POST',
      url: '/api/forgot-password-verify/',
      payload: { username: victim.email, otp, new_password: 'my own password' },
      remoteAddress: from,
      cookies,
    });
  /** What the victim reads in their mailbox: the newest code mailed to the address. */
  const newestCode = async () => {
    await app().mailWorker.drain();
    const mails = ctx.smtp.messages.filter((m) => m.subject.startsWith('Your code'));
    return codeIn(mails.at(-1)!.text);
  };
  const wrongFor = (code: string) => (code.startsWith('0') ? '1' : '0') + code.slice(1);

  async function squat(): Promise<string> {
    const session = await signUpUnproved(app(), squatter);
    const posted = await app().inject({
      method: 'POST',
      url: '/api/program-reviews/',
      payload: { program: 'python', user_name: 'Asha Rao', comment: 'Great course', rating: 5 },
      cookies: { session },
    });
    expect(posted.statusCode).toBe(201);
    return session;
  }

  /** Four rounds a minute apart: a code asked for, then five wrong ones, from fresh addresses. */
  async function hammer(rounds = 4): Promise<void> {
    for (let round = 0; round < rounds; round++) {
      const from = fresh();
      const token = await askCode(from);
      for (let i = 0; i < 5; i++) {
        const guess = await verify(String(100000 + round * 10 + i), fresh());
        expect(guess.statusCode).toBe(400);
        const own = await verify(String(200000 + round * 10 + i), from, { code_requester: token });
        expect([
          NOT_RIGHT,
          'That code has expired or was already used. Ask for a new one.',
        ]).toContain(own.json().error);
      }
    }
  }

  it("takes the owner's right code after a stranger's wrong ones, and clears what the stranger set", async () => {
    const squatterSession = await squat();
    await hammer();

    const home = '203.0.113.7';
    const token = await askCode(home);
    const code = await newestCode();
    // The day's first reset codes went to the stranger's requests: this one is long.
    expect(code).toHaveLength(10);
    const reset = await verify(code, home, { code_requester: token });
    expect(reset.statusCode).toBe(200);

    // Every session of the squatter's is over, and the address is proved.
    const profile = await app().inject({
      method: 'GET',
      url: '/api/profile/',
      cookies: { session: squatterSession },
    });
    expect(profile.statusCode).toBe(401);
    const user = await db()
      .selectFrom('users')
      .selectAll()
      .where('email_key', '=', victim.email)
      .executeTakeFirstOrThrow();
    expect(user.email_verified_at).not.toBeNull();
    expect(user.username).toMatch(/^Learner \d{4,}$/);
    expect(user.phone).toBe('');
    // The review keeps the name it was written under, leaves the account, and waits for staff.
    const review = await db().selectFrom('program_reviews').selectAll().executeTakeFirstOrThrow();
    expect(review).toMatchObject({ user_name: 'Asha Rao', user_id: null });
    expect(review.hidden_at).not.toBeNull();
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('action', '=', 'user.reclaim-address')
      .execute();
    expect(audit).toEqual([{ action: 'user.reclaim-address', actor_id: user.id }]);

    await app().mailWorker.drain();
    const told = ctx.smtp.messages.find((m) => m.subject.startsWith('Your account is yours now'));
    expect(told?.text).toContain(`Your name on the site is now "${user.username}"`);
    expect(told?.text).toContain('A review written from the account');

    const login = await app().inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: victim.email, password: 'my own password' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('lets a genuine new account prove its address whatever strangers send at its reset', async () => {
    const session = await signUpUnproved(app(), { ...squatter, password: TEST_PASSWORD });
    const signUpCode = await newestCode();
    for (let round = 0; round < 6; round++) {
      await askCode(fresh());
      for (let i = 0; i < 5; i++) await verify(String(300000 + round * 10 + i), fresh());
    }
    const proof = await app().inject({
      method: 'POST',
      url: '/api/email-proof/',
      payload: { code: signUpCode },
      cookies: { session },
    });
    expect(proof.statusCode).toBe(200);
  });

  it('refuses a browser its twenty-first wrong code of the day, and no one else', async () => {
    await squat();
    // One browser, moving between networks as it goes (an address is counted the same way).
    const greedy = { code_requester: await askCode(fresh()) };
    for (let sent = 0; sent < MAX_WRONG_CODES_PER_REQUESTER_PER_DAY; sent += 5) {
      if (sent) await askCode(fresh(), greedy);
      const wrong = wrongFor(await newestCode());
      for (let i = 0; i < 5; i++)
        expect((await verify(wrong, fresh(), greedy)).statusCode).toBe(400);
    }
    await askCode(fresh(), greedy);
    const refused = await verify(await newestCode(), fresh(), greedy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(TOO_MANY);

    const home = '203.0.113.7';
    const own = await askCode(home);
    expect((await verify(await newestCode(), home, { code_requester: own })).statusCode).toBe(200);
  });

  it("never lets a stranger's request replace or reach the owner's code", async () => {
    await squat();
    const home = '203.0.113.7';
    const token = await askCode(home);
    const code = await newestCode();
    expect(code).toHaveLength(6);
    // A stranger asks again and tries the owner's code from elsewhere: it is not theirs.
    await askCode(fresh());
    const stolen = await verify(code, fresh());
    expect(stolen.json().error).toBe(
      'That code has expired or was already used. Ask for a new one.',
    );
    // The owner's code works on another network, from the browser that asked.
    expect((await verify(code, '192.0.2.50', { code_requester: token })).statusCode).toBe(200);
  });

  it("gives ten-digit codes after the day's first short ones", async () => {
    await squat();
    const lengths: number[] = [];
    for (let i = 0; i <= SHORT_RESET_CODES_PER_DAY; i++) {
      await askCode(fresh());
      lengths.push((await newestCode()).length);
    }
    expect(lengths).toEqual([...Array<number>(SHORT_RESET_CODES_PER_DAY).fill(6), 10]);
  });

  it('keeps the name of an account reset from the browser that set it up', async () => {
    const signup = await app().inject({ method: 'POST', url: '/api/signup/', payload: squatter });
    const device = signup.cookies.find((c) => c.name === 'device')!.value;
    const token = await askCode('127.0.0.1', { device });
    const code = await newestCode();
    expect((await verify(code, '127.0.0.1', { code_requester: token, device })).statusCode).toBe(
      200,
    );
    const user = await db()
      .selectFrom('users')
      .select(['username', 'phone'])
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ username: 'Asha Rao', phone: victim.phone });
  });

  it('ends every other session when an account proves its address', async () => {
    const first = await signUpUnproved(app(), { ...squatter, password: TEST_PASSWORD });
    const signUpCode = await newestCode();
    const second = await app().inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: victim.email, password: TEST_PASSWORD },
    });
    const other = second.cookies.find((c) => c.name === 'session')!.value;
    const proof = await app().inject({
      method: 'POST',
      url: '/api/email-proof/',
      payload: { code: signUpCode },
      cookies: { session: first },
    });
    expect(proof.statusCode).toBe(200);
    const profile = (session: string) =>
      app().inject({ method: 'GET', url: '/api/profile/', cookies: { session } });
    expect((await profile(first)).statusCode).toBe(200);
    expect((await profile(other)).statusCode).toBe(401);
  });
});
