import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_EXPIRED } from '../../domain/account-messages.ts';
import { HttpError } from '../errors.ts';
import { takePasswordTry } from '../repositories/users.ts';
import {
  sessionCookieName,
  sessionForToken,
  sessionToken,
  setSessionCookie,
  type User,
} from './sessions.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Requests whose session `currentUser` moved the idle expiry of, with the session's token. */
const renewed = new WeakMap<FastifyRequest, string>();

/**
 * Refuses a cookie-carrying write that comes from another site: the browser says where it
 * comes from in Origin or Sec-Fetch-Site. No database work: the session itself is read only
 * by the routes that need it (`currentUser`), not for every page and asset.
 */
export function registerSessions(app: FastifyInstance): void {
  const https = app.config.publicOrigin.startsWith('https:');
  // The browser drops the cookies when their Max-Age runs out, however long the server keeps
  // the session: each time the server moves the expiry, the cookies get the same new lifetime.
  // Both hooks run for every request: callback-style, so that most finish without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    const token = renewed.get(request);
    if (token) {
      // A route that set or cleared the cookie itself (logout) has the last word.
      const already = [reply.getHeader('set-cookie') ?? []]
        .flat()
        .some((c) => String(c).startsWith(`${sessionCookieName(https)}=`));
      if (!already) setSessionCookie(reply, token, https);
    }
    done(null, payload);
  });
  app.addHook('preHandler', (request, _reply, done) => {
    if (!UNSAFE.has(request.method) || !sessionToken(request, https)) return done();
    const origin = request.headers.origin;
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if ((origin !== undefined && origin !== app.config.publicOrigin) || crossSite) {
      return done(new HttpError(403, 'This request came from another site and was refused.'));
    }
    done();
  });
}

/** The signed-in user of this request, or null. */
export async function currentUser(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<User | null> {
  const token = sessionToken(request, app.config.publicOrigin.startsWith('https:'));
  const session = token ? await sessionForToken(app.database.db, token) : undefined;
  if (!session) return null;
  if (session.renewed) renewed.set(request, token!);
  return session.user;
}

/** For routes that need a signed-in user: 401 otherwise. */
export async function requireUser(app: FastifyInstance, request: FastifyRequest): Promise<User> {
  const user = await currentUser(app, request);
  if (!user) throw new HttpError(401, SESSION_EXPIRED);
  return user;
}

export function isAdmin(app: FastifyInstance, user: User | null): boolean {
  return !!user && !!app.config.adminEmail && user.email_key === app.config.adminEmail;
}

/**
 * Counts a password try against the account and the request's address before the password is
 * checked; 429 once either has had 10 failures in 15 minutes. A right password must then call
 * `clearPasswordFailures`.
 */
export async function takePasswordTryOr429(
  app: FastifyInstance,
  request: FastifyRequest,
  accountKey: string,
): Promise<void> {
  const refused = await takePasswordTry(app.database.db, accountKey, request.ip);
  if (refused) {
    throw new HttpError(429, 'Too many failed attempts. Please try again later.', {
      'retry-after': String(refused.retryAfterSeconds),
    });
  }
}
