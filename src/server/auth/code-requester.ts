import crypto from 'node:crypto';
import net from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CODE_TTL_MS } from '../../domain/retention.ts';

/**
 * Who asked for a one-time code: the address group it came from and the browser's requester
 * cookie. A reset code can be used only by the one who asked for it, so a stranger's guesses
 * and requests never reach the code in the owner's mailbox.
 */
export interface CodeRequester {
  ip: string;
  token?: string;
}

export const REQUESTER_COOKIE = 'code_requester';
const TOKEN = /^[\w-]{22}$/;

/**
 * An IPv4 address as it is; an IPv6 address as its /64, the block one household or phone is
 * given, so that a requester cannot become a new one by changing the low bits.
 */
export function addressGroup(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (net.isIPv6(ip)) {
    const [head = '', tail = ''] = ip.toLowerCase().split('::');
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    const groups = ip.includes('::')
      ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
      : left;
    return `${groups
      .slice(0, 4)
      .map((g) => g.replace(/^0+(?=.)/, ''))
      .join(':')}::/64`;
  }
  return ip;
}

/** The requester of this request, without giving the browser a cookie. */
export function codeRequester(request: FastifyRequest): CodeRequester {
  const token = request.cookies[REQUESTER_COOKIE];
  return { ip: addressGroup(request.ip), ...(token && TOKEN.test(token) ? { token } : {}) };
}

/**
 * The requester of this request, giving the browser a requester cookie first when it has none,
 * so that the code works from this browser even when its network changes before it is typed.
 */
export function codeRequesterWithCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  https: boolean,
): CodeRequester {
  const known = codeRequester(request);
  // Set again even when known, so that it outlives the newest code.
  const token = known.token ?? crypto.randomBytes(16).toString('base64url');
  reply.setCookie(REQUESTER_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: https,
    path: '/api/',
    maxAge: Math.ceil(CODE_TTL_MS / 1000),
  });
  return { ...known, token };
}
