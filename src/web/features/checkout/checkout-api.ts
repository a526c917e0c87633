import type {
  CheckoutRequest,
  Order,
  PaymentConfirmationRequest,
  PlacedOrder,
} from '../../../domain/checkout.ts';
import { postJson, requestJson } from '../../api/client.ts';

export const placeOrder = (body: CheckoutRequest) =>
  postJson<PlacedOrder>('/api/checkout-email/', body);

export const reportPayment = (body: PaymentConfirmationRequest) =>
  postJson<{ order: Order }>('/api/payment-confirmation-email/', body);

export const fetchOrders = () => requestJson<{ results: Order[] }>('GET', '/api/orders/');
