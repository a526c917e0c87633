import { redirect } from 'react-router';
import { manualOrderSchema } from '../../../../domain/staff/manual-order.ts';
import { seatOrderSchema } from '../../../../domain/staff/seat-order.ts';
import { z } from '../../../../domain/zod.ts';
import { answerOf, type Answer } from '../../../lib/route-answer.ts';
import { createManualOrder, createSeatOrder } from './manual-order-api.ts';
import { orderPath } from './order-path.ts';

/** An order for one buyer's programs, or seats for a company's learners. */
const changeSchema = z.union([
  z.object({ order: manualOrderSchema }),
  z.object({ seats: seatOrderSchema }),
]);

/** The new order's clientAction: its page opens once it is created, else the form says why. */
export async function submitNewOrder(request: Request): Promise<Answer | Response> {
  const change = changeSchema.parse(await request.json());
  const result =
    'order' in change ? await createManualOrder(change.order) : await createSeatOrder(change.seats);
  if (result.ok) return redirect(orderPath(result.data.number));
  return answerOf(result, request, { done: () => '', refused: 'The order was not created.' });
}
