import type { Enrolment, LearnerOrder } from '../../../domain/learner-orders.ts';
import { postJson, requestJson } from '../../api/client.ts';

const orderPath = (number: string) => `/api/orders/${encodeURIComponent(number)}/`;

export const fetchOrder = (number: string) => requestJson<LearnerOrder>('GET', orderPath(number));

export const reportOrderPayment = (number: string, utr: string) =>
  postJson<LearnerOrder>(`${orderPath(number)}payment/`, { utr });

export const cancelOrder = (number: string) =>
  requestJson<LearnerOrder>('POST', `${orderPath(number)}cancel/`);

export const fetchEnrolments = () =>
  requestJson<{ results: Enrolment[] }>('GET', '/api/enrolments/');

/** The page of one of the learner's orders. */
export const orderPagePath = (number: string) => `/orders/${encodeURIComponent(number)}`;
