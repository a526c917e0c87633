import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import type { CapturedMail } from '../../src/server/test/smtp-capture.ts';
import { waitForMail } from './mailbox.ts';

export interface Account {
  username: string;
  email: string;
  phone: string;
  password: string;
}

/** A person no other test (or earlier run on the same database) has used. */
export function newAccount(firstName = 'Asha'): Account {
  const tag = randomBytes(4).toString('hex');
  return {
    username: `${firstName} ${tag}`,
    email: `${firstName.toLowerCase()}.${tag}@example.com`,
    phone: '9876543210',
    password: `secret ${tag} pass`,
  };
}

/**
 * Creates the account through the API and proves its address with the mailed code, as its
 * owner would; `proved: false` leaves it unproved. Sign-up signs `request` in.
 */
export async function registered(
  request: APIRequestContext,
  account = newAccount(),
  { proved = true }: { proved?: boolean } = {},
) {
  expect((await request.post('/api/signup/', { data: account })).status()).toBe(201);
  if (proved) {
    const proof = await request.post('/api/email-proof/', {
      data: { code: await signUpCodeMailedTo(account.email) },
    });
    expect(proof.status()).toBe(200);
  }
  return account;
}

/** Signs this browser context in to an existing account, through the API. */
export async function logIn(request: APIRequestContext, account: Account) {
  const login = await request.post('/api/login/', {
    data: { username: account.email, password: account.password },
  });
  expect(login.status()).toBe(200);
  return account;
}

/** Creates the account and signs this browser context in, through the API. */
export async function signedIn(request: APIRequestContext, account = newAccount()) {
  return logIn(request, await registered(request, account));
}

const SIGN_UP_CODE = 'confirm your email address for your new account';

/** The code (6 digits, or 10) in a mail to `to` that `fits`, once it has arrived; not one in `seen`. */
async function codeIn(
  to: string,
  seen: string[],
  fits: (mail: CapturedMail) => boolean,
): Promise<string> {
  const codeOf = (mail: CapturedMail) => /Your code: (\d{6}|\d{10})\b/.exec(mail.subject)?.[1];
  const mail = await waitForMail((m) => {
    const code = codeOf(m);
    return (
      code !== undefined &&
      !seen.includes(code) &&
      fits(m) &&
      m.to.some((address) => address.toLowerCase() === to.toLowerCase())
    );
  });
  return codeOf(mail)!;
}

/**
 * The 6-digit code mailed to `to` for anything but proving a new account's address, once it has
 * arrived; codes in `seen` are older ones.
 */
export const codeMailedTo = (to: string, seen: string[] = []) =>
  codeIn(to, seen, (mail) => !mail.text.includes(SIGN_UP_CODE));

/** The code a new account's sign-up mailed to `to`, to prove the address. */
export const signUpCodeMailedTo = (to: string) =>
  codeIn(to, [], (mail) => mail.text.includes(SIGN_UP_CODE));
