import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.ts';
import { keyOf } from '../repositories/users.ts';
import { knownDevice } from './device-cookies.ts';
import {
  accountFailureKey,
  recordLoginFailure,
  recordLoginSuccess,
  takeLoginTry,
} from './login-throttle.ts';
import { decoyHash, verifyPassword } from './passwords.ts';
import type { User } from './sessions.ts';

export const TOO_MANY_TRIES = 'Too many failed attempts. Please try again later.';

/**
 * Checks a password someone typed for `user` (or for a name no account has, which then costs
 * the same), within the login throttles: 429 when this browser or address may not try now, a
 * wait when the account has been failing and the browser is not known to it, 503 when hashing
 * is saturated. True only for the right password.
 */
export async function checkPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  user: User | undefined,
  typedName: string,
  password: string,
): Promise<boolean> {
  const db = app.database.db;
  const accountKey = user ? accountFailureKey(user.id) : keyOf(typedName);
  const device = user ? await knownDevice(db, request, user.id) : undefined;
  const attempt = await takeLoginTry(db, accountKey, request.ip, device);
  if (attempt.refusedForSeconds !== undefined) {
    throw new HttpError(429, TOO_MANY_TRIES, {
      'retry-after': String(attempt.refusedForSeconds),
    });
  }
  if (attempt.delayMs > 0) await app.wait(attempt.delayMs);
  let ok: boolean;
  try {
    ok = await verifyPassword(user?.password_hash ?? (await decoyHash()), password);
  } catch (err) {
    // Refused for load, not for the password: the try is given back.
    await db.deleteFrom('login_attempts').where('id', '=', attempt.attemptId).execute();
    throw err;
  }
  if (ok && user) await recordLoginSuccess(db, attempt, accountKey, request.ip);
  else await recordLoginFailure(db, attempt.attemptId);
  return ok && !!user;
}
