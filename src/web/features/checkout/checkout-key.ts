import type { CartItem } from '../cart/cart-storage.ts';

const storageKey = (profileId: number) => `checkout-key:${profileId}`;

/**
 * One idempotency key per cart as it is checked out: a retry, a second click or a reload finds
 * the order already placed, while a changed cart is a new order.
 */
export function checkoutKeyFor(
  profileId: number,
  items: CartItem[],
  referralCode: string | undefined,
): string {
  const cart = JSON.stringify([items, referralCode ?? null]);
  try {
    const saved = JSON.parse(sessionStorage.getItem(storageKey(profileId)) ?? 'null') as {
      cart: string;
      key: string;
    } | null;
    if (saved && saved.cart === cart) return saved.key;
    const key = crypto.randomUUID();
    sessionStorage.setItem(storageKey(profileId), JSON.stringify({ cart, key }));
    return key;
  } catch {
    return crypto.randomUUID();
  }
}

export function forgetCheckoutKey(profileId: number): void {
  try {
    sessionStorage.removeItem(storageKey(profileId));
  } catch {
    // Nothing was kept.
  }
}
