import { useSyncExternalStore } from 'react';
import { cartLineKey, sameCartLine } from '../../../domain/pricing.ts';

/** One line of a cart as the spec keeps it in browser storage: names, not prices. */
export interface CartItem {
  program: string;
  plan: string;
  img: string;
}

/** Fired on window when this tab changes a cart; other tabs hear the 'storage' event. */
export const CART_CHANGED = 'cart-changed';

/** Each account has its own cart and applied referral code in this browser, by profile id. */
export const cartStorageKey = (profileId: number) => `cart:${profileId}`;
export const referralStorageKey = (profileId: number) => `referral:${profileId}`;

function isCartItem(value: unknown): value is CartItem {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.program === 'string' && typeof v.plan === 'string' && typeof v.img === 'string';
}

function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
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
    return Array.isArray(parsed) ? firstOfEach(parsed.filter(isCartItem)) : [];
  } catch {
    return [];
  }
}

/**
 * The saved cart; a missing or unreadable entry is an empty cart, tampered lines are dropped and
 * a program and plan stored twice is read once.
 */
export function readCart(profileId: number): CartItem[] {
  return parseCart(readRaw(cartStorageKey(profileId)));
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, full): the page keeps working with what it shows.
  }
  window.dispatchEvent(new Event(CART_CHANGED));
}

/** By the program and plan the names resolve to, so 'Primum Plan' is the Premium Plan. */
export const sameLine = (a: CartItem, b: Pick<CartItem, 'program' | 'plan'>) => sameCartLine(a, b);

/** Adds the line unless the same program and plan is already in the cart. */
export function addToCart(profileId: number, item: CartItem): 'added' | 'already-in-cart' {
  const cart = readCart(profileId);
  if (cart.some((line) => sameLine(line, item))) return 'already-in-cart';
  write(cartStorageKey(profileId), JSON.stringify([...cart, item]));
  return 'added';
}

export function removeFromCart(profileId: number, item: CartItem): void {
  const cart = readCart(profileId).filter((line) => !sameLine(line, item));
  write(cartStorageKey(profileId), JSON.stringify(cart));
}

export function readReferral(profileId: number): string | null {
  return readRaw(referralStorageKey(profileId));
}

export function saveReferral(profileId: number, code: string | null): void {
  write(referralStorageKey(profileId), code);
}

/** After an order: the cart and its referral code start afresh. */
export function clearCart(profileId: number): void {
  write(cartStorageKey(profileId), null);
  write(referralStorageKey(profileId), null);
}

function subscribe(listener: () => void): () => void {
  window.addEventListener(CART_CHANGED, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CART_CHANGED, listener);
    window.removeEventListener('storage', listener);
  };
}

// Snapshots must be stable between changes: parse again only when the stored text changed.
const parsedCarts = new Map<string, { raw: string | null; items: CartItem[] }>();
function cartSnapshot(profileId: number): CartItem[] {
  const key = cartStorageKey(profileId);
  const raw = readRaw(key);
  const cached = parsedCarts.get(key);
  if (cached && cached.raw === raw) return cached.items;
  const items = parseCart(raw);
  parsedCarts.set(key, { raw, items });
  return items;
}

const NO_ITEMS: CartItem[] = [];

/** The account's cart, kept current as it changes here or in another tab; empty when prerendered. */
export function useCart(profileId: number | undefined): CartItem[] {
  return useSyncExternalStore(
    subscribe,
    () => (profileId === undefined ? NO_ITEMS : cartSnapshot(profileId)),
    () => NO_ITEMS,
  );
}

export function useCartItemCount(profileId: number | undefined): number {
  return useCart(profileId).length;
}

/** The referral code applied to the account's cart, if any. */
export function useAppliedReferral(profileId: number | undefined): string | null {
  return useSyncExternalStore(
    subscribe,
    () => (profileId === undefined ? null : readReferral(profileId)),
    () => null,
  );
}
