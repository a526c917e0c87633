import { redirect } from 'react-router';
import {
  manualOrderSchema,
  type ManualOrderRequest,
} from '../../../../domain/staff/manual-order.ts';
import type { StaffOrderDetail } from '../../../../domain/staff/orders.ts';
import { z } from '../../../../domain/zod.ts';
import { staffRequest } from '../api/staff-request.ts';
import { answerOf, type Answer } from '../data/answer.ts';
import { orderPath } from './order-path.ts';

/** An order paid outside checkout: the server prices it, invoices it and enrols the buyer. */
export const createManualOrder = (order: ManualOrderRequest) =>
  staffRequest<StaffOrderDetail>('POST', '/api/staff/orders/manual/', order);

const changeSchema = z.object({ order: manualOrderSchema });

/** The new order's clientAction: its page opens once it is created, else the form says why. */
export async function submitManualOrder(request: Request): Promise<Answer | Response> {
  const { order } = changeSchema.parse(await request.json());
  const result = await createManualOrder(order);
  if (result.ok) return redirect(orderPath(result.data.number));
  return answerOf(result, request, { done: () => '', refused: 'The order was not created.' });
}
