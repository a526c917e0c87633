import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_DEVICE,
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
  /** The device cookie sign-up gave Asha's browser. */
  let signupDevice: string;
  beforeEach(async () => {
    waits = [];
    t = await createTestApp(engine, {}, { wait: async (ms) => void waits.push(ms) });
    const signup = await t.app.inject({ method: 'POST', url: '/api/signup/', payload: asha });
    signupSession = signup.cookies.find((c) => c.name === 'session')!.value;
    signupDevice = signup.cookies.find((c) => c.name === 'device')!.value;
  });
  afterEach(() => t.close());

  const login = (password: string, from: string, username = asha.email, device?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username, password },
      remoteAddress: from,
      cookies: device === undefined ? {} : { device },
    });
  /** The device cookie a successful login gave, for a later try from the same browser. */
  const deviceOf = (response: Awaited<ReturnType<typeof login>>) =>
    response.cookies.find((c) => c.name === 'device')!.value;
  /** Wrong passwords for Asha from 30 addresses: her account's back-off is at its cap. */
  const strangersFail30Times = async () => {
    for (let i = 0; i < 30; i++) {
      expect((await login(`wrong ${i}xxx`, `10.8.${i}.1`)).statusCode).toBe(401);
    }
  };

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

  it('makes an account failing from many addresses wait, doubling up to 10 s, never refusing an unknown browser', async () => {
    await strangersFail30Times();
    expect(waits.slice(0, 6)).toEqual([500, 1000, 2000, 4000, 8000, 10_000]);
    expect(Math.max(...waits)).toBe(10_000);

    waits = [];
    const owner = await login(asha.password, '192.0.2.7');
    expect(owner.statusCode).toBe(200);
    expect(waits).toEqual([10_000]);
  });

  it('lets a browser that signed in before in at once, whatever strangers did', async () => {
    const device = deviceOf(await login(asha.password, '192.0.2.7'));
    await strangersFail30Times();
    // Strangers fill an address to its limit across accounts, Asha's among them.
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) {
      const username = i < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS ? asha.email : `user${i}@x.com`;
      expect((await login('guessing1', '10.4.0.1', username)).statusCode).toBe(401);
    }
    expect((await login(asha.password, '10.4.0.1')).statusCode).toBe(429);

    waits = [];
    expect((await login(asha.password, '192.0.2.8', asha.email, device)).statusCode).toBe(200);
    expect((await login(asha.password, '10.4.0.1', asha.email, device)).statusCode).toBe(200);
    expect((await login(asha.password, '10.8.0.1', asha.email, signupDevice)).statusCode).toBe(200);
    expect(waits).toEqual([]);
  });

  it("gives no benefit to another account's device cookie, or a forged or altered one", async () => {
    const bob = { ...asha, username: 'Bob', email: 'bob@example.com', password: 'battery staple' };
    const bobSignup = await t.app.inject({ method: 'POST', url: '/api/signup/', payload: bob });
    const bobDevice = bobSignup.cookies.find((c) => c.name === 'device')!.value;
    const [ashaId, nonce, signature] = signupDevice.split('.') as [string, string, string];
    const [bobId, bobNonce, bobSignature] = bobDevice.split('.') as [string, string, string];
    const altered = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    await strangersFail30Times();

    for (const device of [
      bobDevice,
      `${ashaId}.${bobNonce}.${bobSignature}`,
      `${bobId}.${nonce}.${signature}`,
      `${ashaId}.${nonce}.${altered}`,
      `${ashaId}.${nonce}.${signature}.${signature}`,
      `${ashaId}.${nonce}.${signature}${'x'.repeat(200)}`,
    ]) {
      waits = [];
      expect((await login(asha.password, '192.0.2.9', asha.email, device)).statusCode).toBe(200);
      expect(waits).toEqual([10_000]);
    }
  });

  it('treats a known browser as unknown once it has made five wrong tries', async () => {
    await strangersFail30Times();
    waits = [];
    for (let i = 0; i < MAX_FAILURES_PER_DEVICE; i++) {
      const typo = await login(`typo ${i}xxxx`, '192.0.2.10', asha.email, signupDevice);
      expect(typo.statusCode).toBe(401);
    }
    expect(waits).toEqual([]);
    // Its sixth try waits like a stranger's; the right password then forgives its typos.
    const sixth = await login(asha.password, '192.0.2.10', asha.email, signupDevice);
    expect(sixth.statusCode).toBe(200);
    expect(waits).toEqual([10_000]);
    waits = [];
    expect((await login(asha.password, '192.0.2.10', asha.email, deviceOf(sixth))).statusCode).toBe(
      200,
    );
    expect(waits).toEqual([]);
  });

  it("limits a known browser's own sign-ins, and keeps its cookie across them", async () => {
    let device = signupDevice;
    for (let i = 0; i < MAX_LOGINS_PER_ACCOUNT_AND_ADDRESS; i++) {
      const response = await login(asha.password, `10.3.${i}.1`, asha.email, device);
      expect(response.statusCode).toBe(200);
      expect(deviceOf(response)).toBe(device);
      device = deviceOf(response);
    }
    expect((await login(asha.password, '10.3.99.1', asha.email, device)).statusCode).toBe(429);
    // Without the cookie it is an unknown browser, with the unknown browsers' own limits.
    expect((await login(asha.password, '10.3.99.1')).statusCode).toBe(200);
  });

  it('sets the device cookie at sign-up and sign-in: httpOnly, SameSite=Strict, for the API only', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup/',
      payload: { ...asha, username: 'Cara', email: 'cara@example.com' },
    });
    const signin = await login(asha.password, '192.0.2.11');
    for (const response of [signup, signin]) {
      const cookie = response.cookies.find((c) => c.name === 'device')!;
      expect(cookie).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
        path: '/api/',
        maxAge: 180 * 24 * 60 * 60,
      });
      expect(cookie.value).toMatch(/^\d+\.[\w-]{22}\.[\w-]{43}$/);
    }
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
