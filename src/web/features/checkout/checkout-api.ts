import type { CheckoutRequest, Order, PlacedOrder } from '../../../domain/checkout.ts';
import { postJson, requestJson } from '../../api/client.ts';

export const placeOrder = (body: CheckoutRequest) =>
  postJson<PlacedOrder>('/api/checkout-email/', body);

export const fetchOrders = () => requestJson<{ results: Order[] }>('GET', '/api/orders/');
