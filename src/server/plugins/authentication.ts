import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '../auth/sessions.ts';
import { renewedSessionToken } from '../auth/guards.ts';
import { sessionCookieName, sessionToken, setSessionCookie } from '../auth/sessions.ts';
import { HttpError } from '../errors.ts';
import type { Config } from '../config.ts';
import { servesHttps } from '../config.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in account, once `currentUser`, `requireUser` or `requirePermission` has read the
     * session (each request reads it at most once); null before that and for visitors.
     */
    user: User | null;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The origins whose pages may write with the session's cookie: PUBLIC_ORIGIN, and outside
 * production its other loopback spelling too, so that a newcomer who opens
 * http://127.0.0.1:3000 while PUBLIC_ORIGIN says localhost can still log out.
 */
export function allowedOrigins(config: Pick<Config, 'env' | 'publicOrigin'>): Set<string> {
  const origins = new Set([config.publicOrigin]);
  if (config.env !== 'production') {
    const url = new URL(config.publicOrigin);
    const other = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' }[url.hostname];
    if (other) {
      url.hostname = other;
      origins.add(url.origin);
    }
  }
  return origins;
}

/**
 * Sessions for every route: refuses cookie-carrying writes from another site and sends the
 * cookies again when the session's expiry moved. No database work here: pages and assets never
 * read the session; the routes that need the user ask for it.
 */
export const authentication = fp(
  async (app: FastifyInstance) => {
    const https = servesHttps(app.config);
    const origins = allowedOrigins(app.config);
    const refused = `This request came from another site and was refused. Open the site at ${app.config.publicOrigin}.`;
    app.decorateRequest('user', null);
    // The browser drops the cookies when their Max-Age runs out, however long the server keeps
    // the session: each time the server moves the expiry, the cookies get the same new lifetime.
    // Both hooks run for every request: callback-style, so that most finish without a promise.
    app.addHook('onSend', (request, reply, payload, done) => {
      const token = renewedSessionToken(request);
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
      if ((origin !== undefined && !origins.has(origin)) || crossSite) {
        return done(new HttpError(403, refused));
      }
      done();
    });
  },
  { name: 'authentication', dependencies: ['@fastify/cookie'] },
);
