import { useSyncExternalStore } from 'react';
import type { Profile } from '../../../domain/accounts.ts';
import { ROLES } from '../../../domain/role-names.ts';

/**
 * What the page knows of the visitor's session. The session cookie is httpOnly; the server sets
 * a readable `signed_in` hint beside it, so visitors without a session are known to be signed
 * out at once, without a request.
 */
export type SessionState =
  | { status: 'loading' }
  /**
   * `logged-out`: the user ended the session here, rather than finding it gone;
   * `account-deleted`: the user deleted their account here.
   */
  | { status: 'signed-out'; reason?: 'logged-out' | 'account-deleted' }
  | { status: 'signed-in'; profile: Profile }
  /** The profile could not be read; `network` when the server could not be reached. */
  | { status: 'error'; message: string; network: boolean };

/** Fired on window whenever the user signs in, out, or changes their profile. */
export const AUTH_CHANGED = 'auth-changed';

const LOADING: SessionState = { status: 'loading' };
let state: SessionState = LOADING;
let pending: Promise<SessionState> | null = null;
/** Counts announcements, so that a check begun before one cannot overwrite what it said. */
let announced = 0;
let started = false;
const listeners = new Set<() => void>();

function publish(next: SessionState): SessionState {
  state = next;
  for (const listener of listeners) listener();
  return next;
}

export function hasSessionHint(): boolean {
  return /(?:^|;\s*)signed_in=1(?:;|$)/.test(document.cookie);
}

function forgetSessionHint(): void {
  document.cookie = 'signed_in=; Max-Age=0; Path=/; SameSite=Lax';
}

/** A profile as the page needs it; anything else is a response it cannot use. */
function isProfile(value: unknown): value is Profile {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'number' &&
    typeof v.username === 'string' &&
    typeof v.email === 'string' &&
    v.email !== '' &&
    typeof v.phone === 'string' &&
    (v.photo_url === null || typeof v.photo_url === 'string') &&
    typeof v.is_admin === 'boolean' &&
    (ROLES as readonly unknown[]).includes(v.role) &&
    typeof v.email_proved === 'boolean' &&
    typeof v.can_claim_owner === 'boolean'
  );
}

/** Reads GET /api/profile/ and says, in the spec's words, what went wrong if it could not. */
export async function fetchSession(): Promise<SessionState> {
  let response: Response;
  try {
    response = await fetch('/api/profile/', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch {
    return { status: 'error', message: 'Network error', network: true };
  }
  if (response.status === 401) {
    forgetSessionHint();
    return { status: 'signed-out' };
  }
  if (!response.ok) return { status: 'error', message: 'Failed to load profile.', network: false };
  if (!response.headers.get('content-type')?.includes('application/json')) {
    return { status: 'error', message: 'Profile API did not return JSON.', network: false };
  }
  try {
    const body: unknown = await response.json();
    if (isProfile(body)) return { status: 'signed-in', profile: body };
  } catch {
    // Falls through to the same message as a body of the wrong shape.
  }
  return { status: 'error', message: 'Failed to parse profile response.', network: false };
}

/** Asks the server again (once, however many callers ask at the same time). */
export function refreshSession(): Promise<SessionState> {
  if (!hasSessionHint()) return Promise.resolve(publish({ status: 'signed-out' }));
  const asked = announced;
  pending ??= fetchSession().then((next) => {
    pending = null;
    return asked === announced ? publish(next) : state;
  });
  return pending;
}

/** Sets what is known now and tells the rest of this page (the navigation, open screens). */
export function announceAuthChanged(next: SessionState): void {
  announced += 1;
  publish(next);
  window.dispatchEvent(new CustomEvent(AUTH_CHANGED, { detail: next }));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!started) {
    started = true;
    window.addEventListener(AUTH_CHANGED, (event) => {
      const detail = (event as CustomEvent<SessionState | undefined>).detail;
      if (detail) publish(detail);
      else void refreshSession();
    });
    void refreshSession();
  }
  return () => listeners.delete(listener);
}

/** The session as the page knows it; 'loading' while prerendered and until the check returns. */
export function useSession(): SessionState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => LOADING,
  );
}
