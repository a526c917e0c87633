import type { Signup } from '../../../domain/accounts.ts';
import { failureMessage } from '../../api/client.ts';
import type { Answer } from '../../lib/route-answer.ts';
import { accountApi } from './account-api.ts';
import { announceAuthChanged, fetchSession } from './session.ts';

// The actions of the pages that let a person in: each asks the API, says a refusal in the
// page's words, and tells the rest of the page of a new session before it answers.

/** Where each form sends its change: the route of the page it stands on. */
export const AUTH_ACTIONS = {
  login: '/login',
  signup: '/signup',
  passwordReset: '/forgot-password',
} as const;

const FALLBACK = 'Something went wrong. Please try again.';

/** Reads the session the server just began, and tells the navigation and open screens of it. */
async function announceNewSession(): Promise<boolean> {
  const session = await fetchSession();
  announceAuthChanged(session);
  return session.status === 'signed-in';
}

/** The login page's action: username or email and password. */
export async function logIn(request: Request): Promise<Answer> {
  const credentials = (await request.json()) as { username: string; password: string };
  const result = await accountApi.login(credentials);
  if (!result.ok) return { ok: false, error: failureMessage(result, 'Login failed.') };
  if (!(await announceNewSession())) {
    return { ok: false, error: 'Login succeeded but authentication failed.' };
  }
  return { ok: true, message: 'Logged in.' };
}

/** The sign-up page's action, wherever its form stands (the page, the invitation popup). */
export async function signUp(request: Request): Promise<Answer> {
  const details = (await request.json()) as Signup;
  const result = await accountApi.signup(details);
  if (!result.ok) return { ok: false, error: failureMessage(result, 'Signup failed.') };
  // The server signed the new account in.
  await announceNewSession();
  return { ok: true, message: 'Account created. You are signed in.' };
}

/** What the password-reset page sends: a code to be mailed, or the code and the new password. */
export type PasswordResetChange =
  | { intent: 'send-code'; username: string }
  | { intent: 'reset'; username: string; otp: string; new_password: string };

/** The password-reset page's action. */
export async function resetPassword(request: Request): Promise<Answer> {
  const change = (await request.json()) as PasswordResetChange;
  if (change.intent === 'send-code') {
    const result = await accountApi.sendResetCode(change.username);
    return result.ok
      ? { ok: true, message: 'OTP sent to your email.' }
      : { ok: false, error: failureMessage(result, FALLBACK) };
  }
  const { intent: _intent, ...body } = change;
  const result = await accountApi.resetPassword(body);
  return result.ok
    ? { ok: true, message: 'Password changed successfully!' }
    : { ok: false, error: failureMessage(result, FALLBACK) };
}
