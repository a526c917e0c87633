import proxyAddr from '@fastify/proxy-addr';

/** Fastify's `trustProxy` as this site sets it: everyone, nobody, or the proxies named. */
export type TrustProxy = boolean | string[];

const YES = ['true', 'yes', 'on'];
const NO = ['false', 'no', 'off', '0'];
const RANGE_NAMES = 'loopback, linklocal or uniquelocal';

/** Whether Fastify's own parser (proxy-addr, which throws at start-up) takes `part`. */
function compiles(part: string): boolean {
  try {
    proxyAddr.compile(part);
    return true;
  } catch {
    return false;
  }
}

/**
 * TRUST_PROXY's value, or why Fastify would not take it: checked with Fastify's own parser, so
 * that a typo is named with the other settings instead of crashing the start with a stack trace.
 */
export function parseTrustProxy(raw: string): { trust: TrustProxy } | { problem: string } {
  const text = raw.trim().toLowerCase();
  if (NO.includes(text)) return { trust: false };
  if (YES.includes(text)) return { trust: true };
  // Fastify 5 believes nobody for a count: any visitor who reaches the site directly could
  // prepend that many addresses of their choosing. Accepting one would quietly do nothing.
  if (/^\d+$/.test(text)) {
    return {
      problem: `a hop count (${text}) is not honoured (Fastify believes no proxy by count alone); name the proxy instead: loopback on this machine, or its address or range`,
    };
  }
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const bad = parts.find((part) => !compiles(part));
  if (bad !== undefined || parts.length === 0) {
    return {
      problem: `${bad ?? raw} is not an address (10.0.0.5), a range (10.0.0.0/8) or one of ${RANGE_NAMES}; several are separated by commas`,
    };
  }
  return { trust: parts };
}
