import type { StaffOrderDetail } from '../../../../domain/staff/orders.ts';
import { staffRequest } from './staff-request.ts';

/** Gives back access to a program of an order; 409 when it is active already. */
export const restoreAccess = (number: string, program: string) =>
  staffRequest<StaffOrderDetail>(
    'POST',
    `/api/staff/orders/${encodeURIComponent(number)}/enrolments/${encodeURIComponent(program)}/restore/`,
    {},
  );
