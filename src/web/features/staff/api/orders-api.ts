import type { z } from 'zod';
import type {
  OrderListQuery,
  OrderTransitionRequest,
  StaffOrderDetail,
  staffOrderPageSchema,
} from '../../../../domain/staff/orders.ts';
import { staffRequest, withoutPaging, withQuery } from './staff-request.ts';

export type StaffOrderPage = z.infer<typeof staffOrderPageSchema>;

const detailPath = (number: string) => `/api/staff/orders/${encodeURIComponent(number)}/`;

export const fetchOrders = (query: OrderListQuery) =>
  staffRequest<StaffOrderPage>('GET', withQuery('/api/staff/orders/', query));

export const ordersCsvPath = (query: OrderListQuery) =>
  withQuery('/api/staff/orders/export.csv', withoutPaging(query));

export const fetchOrder = (number: string) =>
  staffRequest<StaffOrderDetail>('GET', detailPath(number));

/** Refused with 409 and the order as it is now when someone changed it meanwhile. */
export const transitionOrder = (number: string, change: OrderTransitionRequest) =>
  staffRequest<StaffOrderDetail>('POST', `${detailPath(number)}transitions/`, change);
