import type { OrderPulse, StaffOrderDetail } from '../../../../domain/staff/orders.ts';
import { staffRequest } from '../api/staff-request.ts';

// Beside the order's own calls in api/orders-api.ts: the notes, the invoice resend and the pulse.

const detailPath = (number: string) => `/api/staff/orders/${encodeURIComponent(number)}/`;

/** An internal note: never mailed, never shown to the learner. */
export const addOrderNote = (number: string, body: string) =>
  staffRequest<StaffOrderDetail>('POST', `${detailPath(number)}notes/`, { body });

/** Mails the latest invoice and any credit notes to the buyer again; 409 before there is one. */
export const resendOrderInvoice = (number: string) =>
  staffRequest<StaffOrderDetail>('POST', `${detailPath(number)}invoice/resend/`, {});

/** Cheap: the reported payments waiting, and when any order last changed. */
export const fetchOrderPulse = () => staffRequest<OrderPulse>('GET', '/api/staff/orders/pulse/');
