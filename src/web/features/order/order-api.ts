import type { Order } from '../../../domain/checkout.ts';
import type { Enrolment, LearnerOrder } from '../../../domain/learner-orders.ts';
import { postJson, requestJson } from '../../api/client.ts';

const orderPath = (number: string) => `/api/orders/${encodeURIComponent(number)}/`;

export const fetchOrder = (number: string) => requestJson<LearnerOrder>('GET', orderPath(number));

export const reportOrderPayment = (number: string, utr: string) =>
  postJson<LearnerOrder>(`${orderPath(number)}payment/`, { utr });

/** The reason is optional: without one the request carries no body, as it always has. */
export const cancelOrder = (number: string, reason?: string) =>
  reason
    ? postJson<LearnerOrder>(`${orderPath(number)}cancel/`, { reason })
    : requestJson<LearnerOrder>('POST', `${orderPath(number)}cancel/`);

/** While the payment is being verified: the UTR as it should have been. */
export const correctOrderUtr = (number: string, utr: string) =>
  postJson<LearnerOrder>(`${orderPath(number)}utr/`, { utr });

export const fetchEnrolments = () =>
  requestJson<{ results: Enrolment[] }>('GET', '/api/enrolments/');

/** The page of one of the learner's orders. */
export const orderPagePath = (number: string) => `/orders/${encodeURIComponent(number)}`;

/** The signed-in learner's orders, newest first. */
export const fetchOrders = () => requestJson<{ results: Order[] }>('GET', '/api/orders/');
