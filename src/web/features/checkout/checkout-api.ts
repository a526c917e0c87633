import type { CheckoutRequest, PlacedOrder } from '../../../domain/checkout.ts';
import { postJson } from '../../api/client.ts';

export const placeOrder = (body: CheckoutRequest) =>
  postJson<PlacedOrder>('/api/checkout-email/', body);
