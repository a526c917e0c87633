import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from './auth/guards.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

interface RateLimitRow {
  /** Calls allowed in the window; the next one is answered 429 with Retry-After. */
  max: number;
  windowMs: number;
  /**
   * What is counted: the caller's address, or the signed-in account (so that a household or an
   * office behind one address is not one buyer; calls without a session count by address).
   */
  per: 'address' | 'account';
}

/**
 * Every rate limit of the API, one row each. Each route that names a row counts on its own;
 * with REDIS_URL the counts are shared by every instance. Login and one-time codes have their
 * own, per-account throttles besides (auth/login-throttle.ts, auth/one-time-codes.ts).
 */
export const RATE_LIMITS = {
  'sign-up': { max: 10, windowMs: HOUR, per: 'address' },
  'password-reset-code': { max: 10, windowMs: 15 * MINUTE, per: 'address' },
  'password-reset': { max: 20, windowMs: 15 * MINUTE, per: 'address' },
  'profile-change': { max: 30, windowMs: 15 * MINUTE, per: 'address' },
  'profile-photo': { max: 20, windowMs: HOUR, per: 'address' },
  'undo-email-change': { max: 20, windowMs: 15 * MINUTE, per: 'address' },
  'personal-data-export': { max: 10, windowMs: HOUR, per: 'address' },
  'account-deletion': { max: 10, windowMs: 15 * MINUTE, per: 'address' },
  enquiry: { max: 10, windowMs: MINUTE, per: 'address' },
  // A person writes a review or two; more from one address in an hour is a script.
  review: { max: 10, windowMs: HOUR, per: 'address' },
  cart: { max: 120, windowMs: HOUR, per: 'address' },
  // Each answer says whether a code exists: few enough that codes can't be guessed by trying.
  'cart-quote': { max: 60, windowMs: HOUR, per: 'address' },
  // Orders and payment reports: a real buyer needs a handful.
  order: { max: 20, windowMs: HOUR, per: 'account' },
  'learner-orders': { max: 20, windowMs: HOUR, per: 'account' },
  'owner-claim': { max: 20, windowMs: 15 * MINUTE, per: 'address' },
  'email-proof': { max: 20, windowMs: 15 * MINUTE, per: 'address' },
  'staff-invitation': { max: 30, windowMs: 15 * MINUTE, per: 'address' },
  // A seat's link is opened and taken a few times; more from one address is guessing tokens.
  seat: { max: 30, windowMs: 15 * MINUTE, per: 'address' },
  // A mail app posts an unsubscribe once; many from one address is guessing tokens.
  'reminder-opt-out': { max: 30, windowMs: 15 * MINUTE, per: 'address' },
  // An employer checks a few certificates; thousands from one address is a script.
  'credential-check': { max: 60, windowMs: 15 * MINUTE, per: 'address' },
  // A learner asks a few questions a week; more in an hour floods the cohort's mentors' mail.
  'module-question': { max: 5, windowMs: HOUR, per: 'account' },
} as const satisfies Record<string, RateLimitRow>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** A route's `config` for the named limit. */
export function limitedBy(app: FastifyInstance, name: RateLimitName) {
  const { max, windowMs, per }: RateLimitRow = RATE_LIMITS[name];
  return {
    rateLimit: {
      max,
      timeWindow: windowMs,
      ...(per === 'account'
        ? {
            keyGenerator: async (request: FastifyRequest) => {
              const user = await currentUser(app, request);
              return user ? `user:${user.id}` : `ip:${request.ip}`;
            },
          }
        : {}),
    },
  };
}
