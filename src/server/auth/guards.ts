import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify';
import { SESSION_EXPIRED, confirmAddressFirst } from '../../domain/account-messages.ts';
import { can, refusalFor, type Permission } from '../../domain/roles.ts';
import { HttpError } from '../errors.ts';
import { sessionForToken, sessionToken, type User } from './sessions.ts';
import { servesHttps } from '../config.ts';

/** Each request's one read of its session. */
const lookups = new WeakMap<FastifyRequest, Promise<User | null>>();
/** Requests whose session read moved the idle expiry, with the session's token. */
const renewed = new WeakMap<FastifyRequest, string>();

export function renewedSessionToken(request: FastifyRequest): string | undefined {
  return renewed.get(request);
}

async function readSession(app: FastifyInstance, request: FastifyRequest): Promise<User | null> {
  const token = sessionToken(request, servesHttps(app.config));
  const session = token ? await sessionForToken(app.database.db, token) : undefined;
  if (!session) return null;
  if (session.renewed) renewed.set(request, token!);
  request.user = session.user;
  return session.user;
}

/** The signed-in user of this request, or null; the session is read once per request. */
export function currentUser(app: FastifyInstance, request: FastifyRequest): Promise<User | null> {
  let lookup = lookups.get(request);
  if (!lookup) {
    lookup = readSession(app, request);
    lookups.set(request, lookup);
  }
  return lookup;
}

/** For routes that need a signed-in user: 401 otherwise. */
export async function requireUser(app: FastifyInstance, request: FastifyRequest): Promise<User> {
  const user = await currentUser(app, request);
  if (!user) throw new HttpError(401, SESSION_EXPIRED);
  return user;
}

/**
 * For a read of the signed-in person's own data: 401 without a session, and the answer is
 * marked no-store, so that no cache keeps one person's data for the next.
 */
export async function requireUserUncached(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<User> {
  const user = await requireUser(app, request);
  reply.header('cache-control', 'no-store');
  return user;
}

/**
 * A hook for a route or a group: visitors get 401, accounts whose role lacks `permission` get
 * 403, before the request's body is even read. docs/staff-runbook.md lists who holds what.
 */
export function requirePermission(permission: Permission): onRequestAsyncHookHandler {
  return async (request) => {
    const user = await requireUser(request.server, request);
    if (!can(user.role, permission)) throw new HttpError(403, refusalFor(permission));
  };
}

/**
 * For what trusts the account's address (an order's invoice and enrolment go there; the owner
 * role and invitations are granted to it): 403 until the account has proved it receives mail
 * there.
 */
export function requireProvedAddress(user: User, toDo: string): void {
  if (!user.email_verified_at) throw new HttpError(403, confirmAddressFirst(toDo));
}
