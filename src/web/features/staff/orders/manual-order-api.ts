import type { ManualOrderRequest } from '../../../../domain/staff/manual-order.ts';
import type { StaffOrderDetail } from '../../../../domain/staff/orders.ts';
import type { SeatOrderRequest } from '../../../../domain/staff/seat-order.ts';
import { staffRequest } from '../api/staff-request.ts';

/** An order paid outside checkout: the server prices it, invoices it and enrols the buyer. */
export const createManualOrder = (order: ManualOrderRequest) =>
  staffRequest<StaffOrderDetail>('POST', '/api/staff/orders/manual/', order);

/** Seats a company paid for: the server prices them, invoices the company, invites each learner. */
export const createSeatOrder = (seats: SeatOrderRequest) =>
  staffRequest<StaffOrderDetail>('POST', '/api/staff/orders/seats/', seats);
