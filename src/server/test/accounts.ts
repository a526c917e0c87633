import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Role } from '../../domain/roles.ts';
import { ADDRESS_WINDOW_MS, SEND_COOL_DOWN_MS } from '../auth/one-time-codes.ts';

export const TEST_PASSWORD = 'correct horse';

export interface TestAccount {
  email: string;
  username: string;
  session: string;
}

/** The details POST /api/signup/ takes. */
export interface SignUpDetails {
  username: string;
  email: string;
  phone: string;
  password: string;
}

/** Logs in through the API; the session cookie's value. Fails the test when refused. */
export async function logIn(
  app: FastifyInstance,
  username: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { username, password },
  });
  const cookie = login.cookies.find((c) => c.name === 'session');
  if (!cookie) throw new Error(`login of ${username} failed: ${login.body}`);
  return cookie.value;
}

/**
 * Proves the account's address with the code its sign-up queued, as the person reading the
 * mail would. The mail is taken out of the outbox, read: tests that count the mail an action
 * sends count only that action's.
 */
export async function proveAddress(
  app: FastifyInstance,
  session: string,
  email: string,
): Promise<void> {
  const db = app.database.db;
  const mail = await db
    .selectFrom('outbox')
    .select(['id', 'text_body'])
    .where('to_address', '=', email)
    .where('dedupe_key', 'like', 'email-proof-%')
    .where('status', '=', 'pending')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!mail) throw new Error(`no sign-up code is waiting for ${email}`);
  await db.deleteFrom('outbox').where('id', '=', mail.id).execute();
  // Read an hour later: the sign-up's send no longer counts against the next code.
  await db
    .updateTable('code_sends')
    .set({ created_at: new Date(Date.now() - ADDRESS_WINDOW_MS - 1000).toISOString() })
    .where('user_id', 'in', db.selectFrom('users').select('id').where('email', '=', email))
    .execute();
  const proof = await app.inject({
    method: 'POST',
    url: '/api/email-proof/',
    payload: { code: codeIn(mail.text_body) },
    cookies: { session },
  });
  if (proof.statusCode !== 200) throw new Error(`proof of ${email} failed: ${proof.body}`);
}

/**
 * Takes the welcome mailed at sign-up out of the outbox, read, as proveAddress does the code:
 * tests that count the mail an action sends count only that action's.
 */
async function readWelcome(app: FastifyInstance, email: string): Promise<void> {
  await app.database.db
    .deleteFrom('outbox')
    .where('to_address', '=', email)
    .where('dedupe_key', 'like', 'welcome-%')
    .where('status', '=', 'pending')
    .execute();
}

/**
 * Signs an account up through the API and logs it in, without proving its address; its session
 * cookie's value.
 */
export async function signUpUnproved(
  app: FastifyInstance,
  details: SignUpDetails,
): Promise<string> {
  await app.inject({ method: 'POST', url: '/api/signup/', payload: details });
  await readWelcome(app, details.email);
  return logIn(app, details.email, details.password);
}

/**
 * Signs an account up, proves its address and logs it in; its session cookie's value. An
 * account that already exists is only logged in.
 */
export async function signUpWith(app: FastifyInstance, details: SignUpDetails): Promise<string> {
  const signup = await app.inject({ method: 'POST', url: '/api/signup/', payload: details });
  const session = await logIn(app, details.email, details.password);
  if (signup.statusCode === 201) {
    await readWelcome(app, details.email);
    await proveAddress(app, session, details.email);
  }
  return session;
}

/** Signs an account up through the API and logs it in; its address proved unless told not. */
export async function signUpAndLogIn(
  app: FastifyInstance,
  email: string,
  username: string,
  { proved = true }: { proved?: boolean } = {},
): Promise<TestAccount> {
  const details = { username, email, phone: '9876543210', password: TEST_PASSWORD };
  const session = proved ? await signUpWith(app, details) : await signUpUnproved(app, details);
  return { email, username, session };
}

/** Gives an existing account a role directly, for tests about what the role may do. */
export async function setRole(app: FastifyInstance, email: string, role: Role): Promise<void> {
  await app.database.db
    .updateTable('users')
    .set({ role })
    .where('email_key', '=', email.toLowerCase())
    .execute();
}

/** A signed-in account with `role`, ready to call the API. */
export async function accountWithRole(
  app: FastifyInstance,
  role: Role,
  email = `${role}@mentora.test`,
  username = `${role[0]!.toUpperCase()}${role.slice(1)} Person`,
): Promise<TestAccount> {
  const account = await signUpAndLogIn(app, email, username);
  if (role !== 'learner') await setRole(app, email, role);
  return account;
}

/** Calls the API as `account` (or as a visitor), from the site's own origin. */
export function callAs(app: FastifyInstance, account: TestAccount | undefined) {
  const call = (method: InjectOptions['method'], url: string, payload?: object) =>
    app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload }),
      cookies: account ? { session: account.session } : {},
      headers: { origin: app.config.publicOrigin },
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: object = {}) => call('POST', url, payload),
    patch: (url: string, payload: object) => call('PATCH', url, payload),
    put: (url: string, payload: object) => call('PUT', url, payload),
    delete: (url: string) => call('DELETE', url),
  };
}

/** The code in a mailed message: six digits, or ten for a reset after the day's first three. */
export function codeIn(text: string): string {
  const match = /\b(\d{6}|\d{10})\b/.exec(text);
  if (!match) throw new Error(`no code in: ${text}`);
  return match[1]!;
}

/**
 * Moves every recorded code send back past the one-minute cool-down between codes, as if the
 * person had waited; the per-address windows still count them.
 */
export async function pastCodeCoolDown(app: FastifyInstance): Promise<void> {
  const past = new Date(Date.now() - SEND_COOL_DOWN_MS - 1000).toISOString();
  await app.database.db
    .updateTable('code_sends')
    .set({ created_at: past })
    .where('created_at', '>', past)
    .execute();
}
