import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_EXPIRED } from '../../domain/account-messages.ts';
import { HttpError } from '../errors.ts';
import { sessionToken, userForToken, type User } from './sessions.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses a cookie-carrying write that comes from another site: the browser says where it
 * comes from in Origin or Sec-Fetch-Site. No database work: the session itself is read only
 * by the routes that need it (`currentUser`), not for every page and asset.
 */
export function registerSessions(app: FastifyInstance): void {
  const https = app.config.publicOrigin.startsWith('https:');
  app.addHook('preHandler', async (request) => {
    if (!UNSAFE.has(request.method) || !sessionToken(request, https)) return;
    const origin = request.headers.origin;
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if ((origin !== undefined && origin !== app.config.publicOrigin) || crossSite) {
      throw new HttpError(403, 'This request came from another site and was refused.');
    }
  });
}

/** The signed-in user of this request, or null. */
export async function currentUser(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<User | null> {
  const token = sessionToken(request, app.config.publicOrigin.startsWith('https:'));
  return token ? ((await userForToken(app.database.db, token)) ?? null) : null;
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
