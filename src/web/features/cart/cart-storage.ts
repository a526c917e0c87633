import { useEffect, useSyncExternalStore } from 'react';
import type { ServerCart } from '../../../domain/learner-orders.ts';
import { findProgram } from '../../../domain/catalogue/programs.ts';
import { cartLineKey, sameCartLine } from '../../../domain/pricing.ts';
import { failureMessage, requestJson } from '../../api/client.ts';

/** One line of a cart: names, not prices. */
export interface CartItem {
  program: string;
  plan: string;
  img: string;
}

/**
 * Whose cart: a signed-in account's (by profile id), kept on the server and so the same on every
 * device; or this browser's visitor, kept in localStorage until they sign in.
 */
export type CartOwner = number | 'visitor';

/** Fired on window when this tab changes a cart; other tabs hear the 'storage' event. */
export const CART_CHANGED = 'cart-changed';

export const VISITOR_CART_KEY = 'cart:visitor';
export const VISITOR_REFERRAL_KEY = 'referral:visitor';
// Where carts were kept in the browser, per account, before they moved to the server.
const legacyCartKey = (profileId: number) => `cart:${profileId}`;
const legacyReferralKey = (profileId: number) => `referral:${profileId}`;

function isCartLine(value: unknown): value is Pick<CartItem, 'program' | 'plan'> {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.program === 'string' && typeof v.plan === 'string';
}

const withImage = (line: Pick<CartItem, 'program' | 'plan'>): CartItem => ({
  program: line.program,
  plan: line.plan,
  img: findProgram(line.program)?.image ?? '/images/hero.svg',
});

function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeRaw(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, full): the page keeps working with what it shows.
  }
}

/** The first of each program and plan: an older cart may hold 'Primum Plan' and 'Premium Plan'. */
function firstOfEach(items: CartItem[]): CartItem[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = cartLineKey(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function parseCart(raw: string | null): CartItem[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(parsed) ? firstOfEach(parsed.filter(isCartLine).map(withImage)) : [];
  } catch {
    return [];
  }
}

/** By the program and plan the names resolve to, so 'Primum Plan' is the Premium Plan. */
export const sameLine = (a: CartItem, b: Pick<CartItem, 'program' | 'plan'>) => sameCartLine(a, b);

const sameProgram = (a: Pick<CartItem, 'program'>, b: Pick<CartItem, 'program'>) =>
  findProgram(a.program)?.slug === findProgram(b.program)?.slug;

export interface CartState {
  items: CartItem[];
  /** The code applied, as kept; whether it still gives anything is the server's to say. */
  referral: string | null;
}
const EMPTY: CartState = { items: [], referral: null };

// ---- The visitor's cart, in this browser.

let visitorCache: { raw: string; state: CartState } | null = null;
function visitorCart(): CartState {
  const items = readRaw(VISITOR_CART_KEY);
  const referral = readRaw(VISITOR_REFERRAL_KEY);
  const raw = `${items ?? ''}\u0000${referral ?? ''}`;
  if (visitorCache?.raw !== raw)
    visitorCache = { raw, state: { items: parseCart(items), referral } };
  return visitorCache.state;
}

function writeVisitor(state: CartState): void {
  writeRaw(
    VISITOR_CART_KEY,
    state.items.length
      ? JSON.stringify(state.items.map(({ program, plan }) => ({ program, plan })))
      : null,
  );
  writeRaw(VISITOR_REFERRAL_KEY, state.referral);
  window.dispatchEvent(new Event(CART_CHANGED));
}

// ---- An account's cart, on the server.

let account: { id: number; state: CartState } | null = null;
let loading: { id: number; promise: Promise<void> } | null = null;

function publishAccount(id: number, cart: ServerCart): void {
  account = { id, state: { items: cart.items.map(withImage), referral: cart.referral_code } };
  window.dispatchEvent(new Event(CART_CHANGED));
}

const toServer = (state: CartState): ServerCart => ({
  items: state.items.map(({ program, plan }) => ({ program, plan })),
  referral_code: state.referral,
});

async function putCart(id: number, state: CartState): Promise<string | null> {
  const result = await requestJson<ServerCart>('PUT', '/api/cart/', toServer(state));
  if (result.ok) {
    publishAccount(id, result.data);
    return null;
  }
  return failureMessage(result, 'Your cart could not be saved.');
}

/** Adds `extra` to `base`: a line replaces the line of the same program, if any. */
function merged(base: CartState, extra: CartState): CartState {
  let items = base.items;
  for (const line of extra.items) items = [...items.filter((l) => !sameProgram(l, line)), line];
  return { items, referral: extra.referral ?? base.referral };
}

/**
 * Reads the account's cart from the server. A visitor's picks in this browser (and a cart kept
 * here by an older version of the site) are added to it, and the browser's copy is cleared.
 */
function loadAccount(id: number): Promise<void> {
  if (loading?.id === id) return loading.promise;
  const promise = (async () => {
    const result = await requestJson<ServerCart>('GET', '/api/cart/');
    if (!result.ok) return;
    const legacy: CartState = {
      items: parseCart(readRaw(legacyCartKey(id))),
      referral: readRaw(legacyReferralKey(id)),
    };
    const local = merged(legacy, visitorCart());
    publishAccount(id, result.data);
    if (local.items.length === 0 && local.referral === null) return;
    const server: CartState = {
      items: result.data.items.map(withImage),
      referral: result.data.referral_code,
    };
    const saved = await requestJson<ServerCart>(
      'PUT',
      '/api/cart/',
      toServer(merged(server, local)),
    );
    if (saved.ok) publishAccount(id, saved.data);
    // Picks the server refuses (a program no longer sold) are dropped rather than offered again.
    if (saved.ok || saved.kind === 'http') {
      for (const key of [
        VISITOR_CART_KEY,
        VISITOR_REFERRAL_KEY,
        legacyCartKey(id),
        legacyReferralKey(id),
      ])
        writeRaw(key, null);
    }
  })().finally(() => {
    if (loading?.id === id) loading = null;
  });
  loading = { id, promise };
  return promise;
}

/**
 * The owner's cart as it is now, for a screen's loader: an account's read afresh from the server
 * (another device may have changed it); null when it could not be read.
 */
export async function readCart(owner: CartOwner): Promise<CartState | null> {
  if (owner === 'visitor') return visitorCart();
  await loadAccount(owner);
  return account?.id === owner ? account.state : null;
}

/** Reads the account's cart again (another device may have changed it). */
export function refreshCart(owner: CartOwner | undefined): void {
  if (typeof owner === 'number') void loadAccount(owner);
}

function current(owner: CartOwner): CartState {
  if (owner === 'visitor') return visitorCart();
  return account?.id === owner ? account.state : EMPTY;
}

/** Replaces the owner's cart; resolves to why it could not be saved, or null. */
async function save(owner: CartOwner, state: CartState): Promise<string | null> {
  if (owner === 'visitor') {
    writeVisitor(state);
    return null;
  }
  return putCart(owner, state);
}

export type AddOutcome =
  | { kind: 'added' }
  | { kind: 'already-in-cart' }
  /** Another plan of the same program was in the cart; it is replaced. */
  | { kind: 'switched' }
  | { kind: 'failed'; message: string };

/** Adds the line; another plan of the same program is replaced, the same plan left as it is. */
export async function addToCart(owner: CartOwner, item: CartItem): Promise<AddOutcome> {
  if (typeof owner === 'number' && account?.id !== owner) await loadAccount(owner);
  const cart = current(owner);
  if (cart.items.some((line) => sameLine(line, item))) return { kind: 'already-in-cart' };
  const switched = cart.items.some((line) => sameProgram(line, item));
  const failure = await save(owner, merged(cart, { items: [item], referral: null }));
  if (failure !== null) return { kind: 'failed', message: failure };
  return { kind: switched ? 'switched' : 'added' };
}

export function removeFromCart(owner: CartOwner, item: CartItem): Promise<string | null> {
  const cart = current(owner);
  return save(owner, { ...cart, items: cart.items.filter((line) => !sameLine(line, item)) });
}

export function saveReferral(owner: CartOwner, code: string | null): Promise<string | null> {
  return save(owner, { ...current(owner), referral: code });
}

/** After an order: the cart and its referral code start afresh. */
export function clearCart(owner: CartOwner): Promise<string | null> {
  return save(owner, EMPTY);
}

function subscribe(listener: () => void): () => void {
  window.addEventListener(CART_CHANGED, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CART_CHANGED, listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * The owner's cart, kept current as it changes here (or, for a visitor, in another tab); empty
 * while prerendered and until an account's cart has been read. An account's cart is read afresh
 * whenever a screen using it mounts.
 */
function useCartState(owner: CartOwner | undefined): CartState {
  useEffect(() => refreshCart(owner), [owner]);
  return useSyncExternalStore(
    subscribe,
    () => (owner === undefined ? EMPTY : current(owner)),
    () => EMPTY,
  );
}

export function useCart(owner: CartOwner | undefined): CartItem[] {
  return useCartState(owner).items;
}

export function useCartItemCount(owner: CartOwner | undefined): number {
  return useCartState(owner).items.length;
}
