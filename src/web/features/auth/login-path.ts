import { SESSION_EXPIRED } from '../../../domain/account-messages.ts';
import type { Notice } from './notice.ts';

/**
 * /login that returns the person to `next` afterwards. `expired`: they were sent there because
 * the page needs a session they do not have, which the login page then says.
 */
export const loginPath = (next: string, why?: 'expired') =>
  `/login?${new URLSearchParams(why ? { next, why } : { next })}`;

/** With `email`, the sign-up form starts with that address filled in. */
export const signupPath = (next: string, email?: string) =>
  `/signup?${new URLSearchParams(email === undefined ? { next } : { next, email })}`;

/** What the login page says of the reason in its address, if it has one. */
export function noticeOfReason(search: URLSearchParams): Notice | undefined {
  return search.get('why') === 'expired' ? { tone: 'error', text: SESSION_EXPIRED } : undefined;
}
