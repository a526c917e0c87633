import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestApp, describeEachEngine, type TestApp } from '../test/harness.ts';
import { OWASP_OPTIONS, hashOptions } from '../auth/passwords.ts';

const asha = {
  username: 'Asha Rao',
  email: 'Asha@Example.com',
  phone: '9876543210',
  password: 'correct horse',
};

describeEachEngine('accounts', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine, { adminEmail: 'admin@mentora.test' });
  });
  afterEach(() => t.close());

  const post = (
    url: string,
    payload: object,
    headers: Record<string, string> = {},
    remoteAddress = '127.0.0.1',
  ) => t.app.inject({ method: 'POST', url, payload, headers, remoteAddress });
  const cookieOf = (response: { cookies: Array<{ name: string; value: string }> }) =>
    response.cookies.find((c) => c.name === 'session')!.value;
  const login = async (username = asha.email, password = asha.password) => {
    const response = await post('/api/login/', { username, password });
    expect(response.statusCode).toBe(200);
    return cookieOf(response);
  };
  const profile = (session: string) =>
    t.app.inject({ method: 'GET', url: '/api/profile/', cookies: { session } });

  it('signs up, logs in by email or username, reads the profile and logs out', async () => {
    expect((await post('/api/signup/', asha)).statusCode).toBe(201);
    const byEmail = await post('/api/login/', {
      username: 'asha@example.com',
      password: asha.password,
    });
    expect(byEmail.statusCode).toBe(200);
    const cookie = byEmail.cookies.find((c) => c.name === 'session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.maxAge).toBe(30 * 24 * 60 * 60);
    // The page may read that a session exists, never the token itself.
    const hint = byEmail.cookies.find((c) => c.name === 'signed_in');
    expect(hint).toMatchObject({ value: '1', maxAge: 30 * 24 * 60 * 60 });
    expect(hint).not.toHaveProperty('httpOnly', true);

    const me = await profile(cookie.value);
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.json()).toEqual({
      id: expect.any(Number),
      username: 'Asha Rao',
      email: 'Asha@Example.com',
      phone: '9876543210',
      photo_url: null,
      is_admin: false,
      role: 'learner',
      // A new account has not yet proved its address (see email-proof.test.ts).
      email_proved: false,
      can_claim_owner: false,
    });

    const byName = await login('asha rao');
    expect(byName).not.toBe(cookie.value);
    expect((await post('/api/logout/', {}, { cookie: `session=${cookie.value}` })).statusCode).toBe(
      200,
    );
    expect((await profile(cookie.value)).statusCode).toBe(401);
    expect((await profile(byName)).statusCode).toBe(200);
  });

  it('stores the password hashed with argon2id, never as given', async () => {
    await post('/api/signup/', asha);
    const row = await t.app.database.db
      .selectFrom('users')
      .select('password_hash')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=1\$/);
    expect(row.password_hash).not.toContain(asha.password);
    // A server hashes at OWASP's minimum; only the test workers hash cheaply.
    expect(hashOptions({})).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(hashOptions({ NODE_ENV: 'production' })).toBe(OWASP_OPTIONS);
    expect(hashOptions({ NODE_ENV: 'development' })).toBe(OWASP_OPTIONS);
  });

  it('refuses a second account with the same email or username, whatever the case', async () => {
    await post('/api/signup/', asha);
    const sameEmail = await post('/api/signup/', {
      ...asha,
      username: 'Someone Else',
      email: 'ASHA@example.COM',
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({ error: 'An account with this email already exists.' });
    const sameName = await post('/api/signup/', {
      ...asha,
      username: 'asha rao',
      email: 'other@example.com',
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({ error: 'This username is taken.' });
  });

  it.each([
    [{ ...asha, username: '  ' }, 'Enter a valid name.'],
    [{ ...asha, email: 'asha@example' }, 'Enter a valid email.'],
    [{ ...asha, phone: '98765' }, 'Enter a 10-digit phone number.'],
    [{ ...asha, password: 'short' }, 'Password must be at least 8 characters.'],
    [{ username: '', email: 'x', phone: '1', password: '1' }, 'Enter a valid name.'],
  ])('checks sign-up fields in the spec order (%#)', async (body, error) => {
    const response = await post('/api/signup/', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(error);
    expect(await t.app.database.db.selectFrom('users').selectAll().execute()).toHaveLength(0);
  });

  it('tells a wrong password from an unknown account, as the spec shows', async () => {
    await post('/api/signup/', asha);
    const wrong = await post('/api/login/', { username: asha.email, password: 'wrong password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Incorrect password.' });
    const unknown = await post('/api/login/', {
      username: 'nobody@example.com',
      password: 'whatever1',
    });
    expect(unknown.json()).toEqual({ error: 'Username or email not found.' });
    const short = await post('/api/login/', { username: asha.email, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('Please enter valid username and password (min 8 chars).');
  });

  it('answers the profile and logout without a session with 401', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/profile/' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: 'Session not found or expired. Please login again.' });
    const forged = await profile('forged-token');
    expect(forged.statusCode).toBe(401);
    // The browser is told to forget the dead session and the hint that it exists.
    expect(forged.cookies.map((c) => [c.name, c.value])).toEqual([
      ['session', ''],
      ['signed_in', ''],
    ]);
    expect((await post('/api/logout/', {})).statusCode).toBe(401);
  });

  it('refuses a cookie-carrying write from another origin', async () => {
    await post('/api/signup/', asha);
    const session = await login();
    const foreign = await post(
      '/api/logout/',
      {},
      { cookie: `session=${session}`, origin: 'https://evil.example' },
    );
    expect(foreign.statusCode).toBe(403);
    // It says where the site is, for the person who opened it at another address.
    expect(foreign.json().error).toBe(
      'This request came from another site and was refused. Open the site at http://localhost:3000.',
    );
    const crossSite = await post(
      '/api/logout/',
      {},
      { cookie: `session=${session}`, 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.statusCode).toBe(403);
    expect((await profile(session)).statusCode).toBe(200);
    // Outside production, the other loopback spelling of the same address is the same site.
    const loopback = await post(
      '/api/send-verification-code/',
      { email: 'asha@example.com' },
      { cookie: `session=${session}`, origin: 'http://127.0.0.1:3000' },
    );
    expect(loopback.statusCode).not.toBe(403);
    const own = await post(
      '/api/logout/',
      {},
      { cookie: `session=${session}`, origin: 'http://localhost:3000' },
    );
    expect(own.statusCode).toBe(200);
  });

  it('signs a new account in at once', async () => {
    const signup = await post('/api/signup/', asha);
    expect(signup.statusCode).toBe(201);
    const session = signup.cookies.find((c) => c.name === 'session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(signup.cookies.find((c) => c.name === 'signed_in')?.value).toBe('1');
    expect((await profile(session!.value)).json().username).toBe('Asha Rao');
  });

  it('gives an account signed up with ADMIN_EMAIL no rights until it proves the address', async () => {
    await post('/api/signup/', { ...asha, username: 'Priya Shah', email: 'Admin@Mentora.test' });
    const session = await login('admin@mentora.test');
    expect((await profile(session)).json()).toMatchObject({
      is_admin: false,
      role: 'learner',
      can_claim_owner: true,
    });
  });

  it('refuses an @ in the name at sign-up, so no name can be an email', async () => {
    const response = await post('/api/signup/', {
      ...asha,
      username: 'ravi@example.com',
      email: 'ravi@example.com',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Enter a valid name.', field: 'username' });
    expect(await t.app.database.db.selectFrom('users').selectAll().execute()).toHaveLength(0);
  });

  it('logs in by email whenever the text has an @, even if an older name equals it', async () => {
    // An account from before names refused '@', named after the email of the next one.
    const now = new Date().toISOString();
    await t.app.database.db
      .insertInto('users')
      .values({
        username: 'Asha@Example.com',
        username_key: 'asha@example.com',
        email: 'old@example.com',
        email_key: 'old@example.com',
        phone: '9000000000',
        password_hash: 'not a hash',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await post('/api/signup/', asha);
    const session = await login('asha@example.com');
    expect((await profile(session)).json().username).toBe('Asha Rao');
  });

  it('sends the session cookies again with a fresh lifetime when the session is renewed', async () => {
    await post('/api/signup/', asha);
    const session = await login();
    // Just signed in: nothing to renew, nothing re-sent.
    expect((await profile(session)).cookies).toEqual([]);

    // Twenty days later, the browser's cookies have ten days left; using the site renews both.
    const tenDays = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString();
    await t.app.database.db.updateTable('sessions').set({ expires_at: tenDays }).execute();
    const renewed = await profile(session);
    expect(renewed.statusCode).toBe(200);
    const cookie = renewed.cookies.find((c) => c.name === 'session');
    expect(cookie).toMatchObject({
      value: session,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 30 * 24 * 60 * 60,
    });
    expect(renewed.cookies.find((c) => c.name === 'signed_in')).toMatchObject({
      value: '1',
      maxAge: 30 * 24 * 60 * 60,
    });
    // The login's session (sign-up made the first one).
    const row = await t.app.database.db
      .selectFrom('sessions')
      .select('expires_at')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at)).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
    expect((await profile(session)).cookies).toEqual([]);

    // Logging out with a renewable session clears the cookies rather than renewing them.
    await t.app.database.db.updateTable('sessions').set({ expires_at: tenDays }).execute();
    const out = await post('/api/logout/', {}, { cookie: `session=${session}` });
    expect(out.cookies.map((c) => [c.name, c.value])).toEqual([
      ['session', ''],
      ['signed_in', ''],
    ]);
  });

  it('ends a session after 30 idle days', async () => {
    await post('/api/signup/', asha);
    const session = await login();
    await t.app.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await profile(session)).statusCode).toBe(401);
  });
});
