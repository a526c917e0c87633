import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.ts';
import { sessionToken, userForToken, type User } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `loadUser`: the signed-in user, or null. */
    user: User | null;
  }
}

export const SESSION_EXPIRED = 'Session not found or expired. Please login again.';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Reads the session cookie on every request, and refuses a cookie-carrying write that comes
 * from another site: the browser says where it comes from in Origin or Sec-Fetch-Site.
 */
export function registerSessions(app: FastifyInstance): void {
  const https = app.config.publicOrigin.startsWith('https:');
  app.decorateRequest('user', null);
  app.addHook('preHandler', async (request) => {
    const token = sessionToken(request, https);
    if (!token) return;
    if (UNSAFE.has(request.method)) {
      const origin = request.headers.origin;
      const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
      if ((origin !== undefined && origin !== app.config.publicOrigin) || crossSite) {
        throw new HttpError(403, 'This request came from another site and was refused.');
      }
    }
    request.user = (await userForToken(app.database.db, token)) ?? null;
  });
}

/** For routes that need a signed-in user: 401 otherwise. */
export function requireUser(request: FastifyRequest): User {
  if (!request.user) throw new HttpError(401, SESSION_EXPIRED);
  return request.user;
}

export function isAdmin(app: FastifyInstance, user: User | null): boolean {
  return !!user && !!app.config.adminEmail && user.email_key === app.config.adminEmail;
}
