import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { serverSecret } from './server-secrets.ts';

/**
 * OWASP's device cookies: a browser that has proved it holds an account (signed up, or signed
 * in with the right password) carries `<userId>.<nonce>.<signature>`, and its password tries
 * for that account are counted apart from strangers' (see login-throttle.ts). Nothing is stored
 * per cookie: the signature proves the server issued it, the nonce names the browser.
 */
export const DEVICE_COOKIE = 'device';
/** Far longer than a session: the browser stays known between sign-ins. */
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;
/** A real cookie is about 75 characters; anything much longer is not worth hashing. */
const MAX_COOKIE_LENGTH = 200;

const deviceKey = (db: Kysely<Database>) => serverSecret(db, 'device-cookie-key');

const sign = (key: Buffer, userId: number, nonce: string) =>
  crypto.createHmac('sha256', key).update(`${userId}.${nonce}`).digest('base64url');

/**
 * Marks this browser as known to `userId`. `nonce` keeps the one it already has, so its limits
 * (and its count of sign-ins) follow it; otherwise a new one is made.
 */
export async function setDeviceCookie(
  db: Kysely<Database>,
  reply: FastifyReply,
  userId: number,
  https: boolean,
  nonce = crypto.randomBytes(16).toString('base64url'),
): Promise<void> {
  const value = `${userId}.${nonce}.${sign(await deviceKey(db), userId, nonce)}`;
  reply.setCookie(DEVICE_COOKIE, value, {
    httpOnly: true,
    // Only the API reads it, and only on requests from the site itself.
    sameSite: 'strict',
    secure: https,
    path: '/api/',
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}

/**
 * The nonce of this browser's device cookie when it is one the server issued for `userId`;
 * undefined for none, another account's, or a forged or altered one.
 */
export async function knownDevice(
  db: Kysely<Database>,
  request: FastifyRequest,
  userId: number,
): Promise<string | undefined> {
  const value = request.cookies[DEVICE_COOKIE];
  if (!value || value.length > MAX_COOKIE_LENGTH) return undefined;
  const [id, nonce, signature, ...rest] = value.split('.');
  if (id !== String(userId) || !nonce || !signature || rest.length) return undefined;
  const expected = Buffer.from(sign(await deviceKey(db), userId, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given)
    ? nonce
    : undefined;
}
