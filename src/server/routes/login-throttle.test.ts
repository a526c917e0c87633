import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  MAX_ACCOUNT_DELAY_MS,
  MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  MAX_FAILURES_PER_ADDRESS,
  MAX_LOGINS_PER_ACCOUNT,
  MAX_LOGINS_PER_ACCOUNT_AND_ADDRESS,
} from '../auth/login-throttle.ts';
import { MAX_SESSIONS_PER_ACCOUNT } from '../auth/sessions.ts';
import { createTestApp, describeEachEngine, type TestApp } from '../test/harness.ts';

const asha = {
  username: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  password: 'correct horse',
};
const TOO_MANY = { error: 'Too many failed attempts. Please try again later.' };

describeEachEngine('login throttling', (engine) => {
  let t: TestApp;
  /** The waits the server asked for, in order; the test does not wait them out. */
  let waits: number[];
  let signupSession: string;
  beforeEach(async () => {
    waits = [];
    t = await createTestApp(engine, {}, { wait: async (ms) => void waits.push(ms) });
    const signup = await t.app.inject({ method: 'POST', url: '/api/signup/', payload: asha });
    signupSession = signup.cookies.find((c) => c.name === 'session')!.value;
  });
  afterEach(() => t.close());

  const login = (password: string, from: string, username = asha.email) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username, password },
      remoteAddress: from,
    });

  it('answers right passwords sent in parallel for one account without a server error', async () => {
    const answers = await Promise.all(
      Array.from({ length: MAX_LOGINS_PER_ACCOUNT_AND_ADDRESS + 4 }, () =>
        login(asha.password, '10.7.0.1'),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    // However they interleaved, each sign-in was counted: the address gets exactly its share.
    let signedIn = statuses.filter((s) => s === 200).length;
    while ((await login(asha.password, '10.7.0.1')).statusCode === 200) signedIn += 1;
    expect(signedIn).toBe(MAX_LOGINS_PER_ACCOUNT_AND_ADDRESS);
  });

  it("refuses an address that keeps failing, but not the owner's right password from elsewhere", async () => {
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
      expect((await login(`wrong ${i}xxx`, '10.9.0.1')).statusCode).toBe(401);
    }
    const refused = await login(asha.password, '10.9.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);

    expect((await login(asha.password, '10.9.9.9')).statusCode).toBe(200);
  });

  it('makes an account failing from many addresses wait, doubling up to a minute, never refusing the owner', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await login(`wrong ${i}xxx`, `10.8.${i}.1`)).statusCode).toBe(401);
    }
    expect(waits.slice(0, 3)).toEqual([500, 1000, 2000]);
    expect(Math.max(...waits)).toBe(MAX_ACCOUNT_DELAY_MS);

    const owner = await login(asha.password, '192.0.2.7');
    expect(owner.statusCode).toBe(200);
    expect(waits.at(-1)).toBe(MAX_ACCOUNT_DELAY_MS);
  });

  it('counts tries by username and by email as one account', async () => {
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
      const username = i % 2 ? asha.email : 'asha rao';
      expect((await login(`wrong ${i}xxx`, '10.6.0.1', username)).json()).toEqual({
        error: 'Incorrect password.',
      });
    }
    for (const username of ['Asha Rao', 'ASHA@example.com']) {
      expect((await login(asha.password, '10.6.0.1', username)).json()).toEqual(TOO_MANY);
    }
  });

  it('lets exactly the allowed wrong passwords of a parallel burst from one address through', async () => {
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(`wrong ${i}xxx`, '10.7.0.1')),
    );
    const codes = burst.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    expect(codes.filter((c) => c === 429)).toHaveLength(12 - MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
  });

  it('forgives an address its own typos once it signs in', async () => {
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS - 1; i++) {
        expect((await login(`typo ${i}xxxx`, '10.5.0.1')).statusCode).toBe(401);
      }
      expect((await login(asha.password, '10.5.0.1')).statusCode).toBe(200);
    }
  });

  it('limits wrong passwords from one address across accounts, and unknown names too', async () => {
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) {
      const response = await login('guessing1', '10.4.0.1', `user${i}@example.com`);
      expect(response.json()).toEqual({ error: 'Username or email not found.' });
    }
    expect((await login(asha.password, '10.4.0.1')).statusCode).toBe(429);
    expect((await login(asha.password, '10.4.0.2')).statusCode).toBe(200);
  });

  it('limits right passwords too: each costs a hash and a session', async () => {
    for (let i = 0; i < MAX_LOGINS_PER_ACCOUNT; i++) {
      expect((await login(asha.password, `10.3.${i}.1`)).statusCode).toBe(200);
    }
    const refused = await login(asha.password, '10.3.99.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits right passwords for an account from one address', async () => {
    for (let i = 0; i < MAX_LOGINS_PER_ACCOUNT_AND_ADDRESS; i++) {
      expect((await login(asha.password, '10.3.0.1')).statusCode).toBe(200);
    }
    expect((await login(asha.password, '10.3.0.1')).statusCode).toBe(429);
    expect((await login(asha.password, '10.3.0.2')).statusCode).toBe(200);
  });

  it('keeps the newest 20 sessions of an account, ending the oldest', async () => {
    const sessions = [signupSession];
    for (let i = 0; i < MAX_SESSIONS_PER_ACCOUNT; i++) {
      const response = await login(asha.password, `10.2.${i}.1`);
      sessions.push(response.cookies.find((c) => c.name === 'session')!.value);
    }
    const profile = (session: string) =>
      t.app.inject({ method: 'GET', url: '/api/profile/', cookies: { session } });
    expect((await profile(sessions[0]!)).statusCode).toBe(401);
    expect((await profile(sessions[1]!)).statusCode).toBe(200);
    expect((await profile(sessions.at(-1)!)).statusCode).toBe(200);
    const count = await t.app.database.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(MAX_SESSIONS_PER_ACCOUNT);
  });
});
