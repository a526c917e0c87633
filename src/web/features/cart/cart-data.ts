import { data } from 'react-router';
import type { CartQuote } from '../../../domain/cart-quote.ts';
import { failureMessage, postJson, refusedField } from '../../api/client.ts';
import { loadedOrThrow, type LoadFailure } from '../../lib/route-data.ts';
import { signedInProfile } from '../auth/signed-in-profile.ts';
import { readCart, type CartItem, type CartOwner } from './cart-storage.ts';

/** The cart as the server priced it, or why it can't be bought as it is. */
export type PricedCart =
  | {
      ok: true;
      quote: CartQuote;
      /** Why the code kept with the cart gives nothing now (it ended, or was used up). */
      codeRefusal: string | null;
    }
  | { ok: false; error: string };

/** What the cart and checkout screens show: the owner's lines, and their prices; null: none. */
export interface CartData {
  owner: CartOwner;
  items: CartItem[];
  priced: PricedCart | null;
}

/** Asks the server what a cart costs; the browser knows no code, only what it is told of one. */
export const fetchCartQuote = (items: CartItem[], code: string | null) =>
  postJson<CartQuote>('/api/cart/quote/', {
    cart: items.map(({ program, plan }) => ({ program, plan })),
    referral_code: code,
  });

/**
 * Prices the cart with its code. A code that gives nothing now is left out, and the reason kept
 * to show beside it; a line that can't be bought is the cart's failure. Anything else (the
 * server unreachable, too many tries) is thrown to the route's error boundary.
 */
async function priceCart(
  request: Request,
  items: CartItem[],
  code: string | null,
): Promise<PricedCart> {
  const asked = await fetchCartQuote(items, code);
  if (asked.ok) return { ok: true, quote: asked.data, codeRefusal: null };
  if (asked.kind === 'http' && asked.status === 400) {
    const reason = failureMessage(asked, 'This code cannot be used.');
    if (refusedField(asked) !== 'referral_code' || !code) return { ok: false, error: reason };
    const plain = await fetchCartQuote(items, null);
    if (plain.ok) return { ok: true, quote: plain.data, codeRefusal: reason };
    if (plain.kind === 'http' && plain.status === 400) {
      return { ok: false, error: failureMessage(plain, 'Your cart could not be priced.') };
    }
    return { ok: true, quote: loadedOrThrow(plain, request), codeRefusal: reason };
  }
  return {
    ok: true,
    quote: loadedOrThrow(asked, request, { fallback: 'Your cart could not be priced.' }),
    codeRefusal: null,
  };
}

/** The signed-in learner's cart as the server holds it, not yet priced. */
export interface OwnedCart {
  owner: number;
  items: CartItem[];
  referral: string | null;
}

/**
 * The signed-in learner's cart, read afresh from the server. The session is the one the gate
 * reads beside the page's loader (one request for both); without it the visitor is sent to log
 * in.
 */
export async function readOwnedCart(request: Request): Promise<OwnedCart> {
  const owner = (await signedInProfile(request)).id;
  const cart = await readCart(owner);
  if (!cart) {
    throw data<LoadFailure>({ message: 'Your cart could not be loaded.' }, { status: 503 });
  }
  return { owner, items: cart.items, referral: cart.referral };
}

/** The cart priced by the server, for the cart and checkout loaders. */
export async function priceOwnedCart(request: Request, cart: OwnedCart): Promise<CartData> {
  return {
    owner: cart.owner,
    items: cart.items,
    priced: cart.items.length === 0 ? null : await priceCart(request, cart.items, cart.referral),
  };
}

/** The signed-in learner's cart, read afresh from the server and priced by it. */
export async function loadCart(request: Request): Promise<CartData> {
  return priceOwnedCart(request, await readOwnedCart(request));
}
