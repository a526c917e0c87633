import { findReferral } from '../../../domain/referrals.ts';
import { quoteCart, type QuoteResult } from '../../../domain/pricing.ts';
import { useAppliedReferral, useCart, type CartItem, type CartOwner } from './cart-storage.ts';

export interface CartState {
  items: CartItem[];
  /** The stored code, if it still names a referral. */
  referralCode: string | undefined;
  quote: QuoteResult;
}

/** The cart with its prices, from the same catalogue code the server uses. */
export function useCartQuote(owner: CartOwner | undefined): CartState {
  const items = useCart(owner);
  const stored = useAppliedReferral(owner);
  const referralCode = stored && findReferral(stored) ? stored : undefined;
  return { items, referralCode, quote: quoteCart(items, referralCode) };
}
