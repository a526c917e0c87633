import { replace } from 'react-router';
import type { CheckoutRequest } from '../../../domain/checkout.ts';
import { failureMessage, refusedField } from '../../api/client.ts';
import { redirectIfSignedOut } from '../../lib/route-data.ts';
import { announceIfSignedOut } from '../auth/signed-out.ts';
import { clearCart } from '../cart/cart-storage.ts';
import { orderPagePath } from '../order/order-api.ts';
import { placeOrder } from './checkout-api.ts';
import { forgetCheckoutKey } from './checkout-key.ts';

/** What the checkout form sends its route's action: whose cart it is, and the order. */
export interface CheckoutSubmission {
  owner: number;
  order: CheckoutRequest;
}

/** Why the order was not placed, said above the form. */
export interface CheckoutRefusal {
  error: string;
  /** A cohort filled up, or the code or the prices changed meanwhile: read the page again. */
  stale: boolean;
}

/**
 * The checkout's action: places the order and opens its page in the checkout's place, where the
 * buyer pays. The cart is emptied on the way; until it is, trying again sends the same key and
 * finds the same order. Without a session the buyer is sent to log in and back.
 */
export async function placeCheckoutOrder(request: Request): Promise<CheckoutRefusal> {
  const { owner, order } = (await request.json()) as CheckoutSubmission;
  const result = await placeOrder(order);
  announceIfSignedOut(result);
  redirectIfSignedOut(result, request);
  if (!result.ok) {
    return {
      error: failureMessage(result, 'The order could not be placed.', 'Network error.'),
      stale:
        (result.kind === 'http' && result.status === 409) ||
        refusedField(result) === 'referral_code',
    };
  }
  void clearCart(owner).then((left) => {
    if (left === null) forgetCheckoutKey(owner);
  });
  throw replace(orderPagePath(result.data.order.number));
}
