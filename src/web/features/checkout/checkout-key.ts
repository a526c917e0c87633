import { useCallback, useRef } from 'react';

const storageKey = (profileId: number) => `checkout-key:${profileId}`;

interface Attempt {
  /** A fingerprint of the request the key was made for (without the key itself). */
  request: string;
  key: string;
}

/**
 * A 53-bit FNV-style fingerprint (cyrb53): enough to tell one request from another, and keeps
 * the buyer's address and phone out of sessionStorage.
 */
function fingerprint(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

function readSaved(profileId: number): Attempt | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(storageKey(profileId)) ?? 'null') as unknown;
    if (!saved || typeof saved !== 'object') return null;
    const { request, key } = saved as Record<string, unknown>;
    return typeof request === 'string' && typeof key === 'string' ? { request, key } : null;
  } catch {
    return null;
  }
}

function save(profileId: number, attempt: Attempt | null): void {
  try {
    if (attempt) sessionStorage.setItem(storageKey(profileId), JSON.stringify(attempt));
    else sessionStorage.removeItem(storageKey(profileId));
  } catch {
    // Storage refused (private mode, full): the key held by the page still serves this attempt.
  }
}

/**
 * One idempotency key per checkout attempt: the same request (a retry, a second click, or a
 * reload, through sessionStorage) gets the same key and so finds the order already placed, while
 * a different request gets a new key, since the server refuses a key reused with other details.
 * The key is held by the page as well, so a browser that refuses sessionStorage still sends one
 * key per attempt rather than a new one per call.
 */
export function useCheckoutKey(profileId: number | undefined) {
  const held = useRef<Attempt | null>(null);

  const keyFor = useCallback(
    (request: object): string => {
      const print = fingerprint(JSON.stringify(request));
      if (held.current?.request === print) return held.current.key;
      const saved = profileId === undefined ? null : readSaved(profileId);
      const attempt =
        saved?.request === print ? saved : { request: print, key: crypto.randomUUID() };
      held.current = attempt;
      if (profileId !== undefined && attempt !== saved) save(profileId, attempt);
      return attempt.key;
    },
    [profileId],
  );

  return { keyFor };
}

/** Once the order is placed and the cart emptied: the next checkout is a new attempt. */
export function forgetCheckoutKey(profileId: number): void {
  save(profileId, null);
}
