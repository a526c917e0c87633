import type { StaffOrderDetail } from '../../../../domain/staff/orders.ts';
import { z } from '../../../../domain/zod.ts';
import { staffRequest } from '../api/staff-request.ts';
import { answerOf, type Answer } from '../../../lib/route-answer.ts';

const seatPath = (number: string, seat: number) =>
  `/api/staff/orders/${encodeURIComponent(number)}/seats/${seat}/`;

/** A seat's invitation mailed again, or the seat given to another address; by the seat's id. */
export const seatChangeSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('seat-invitation'), seat: z.number(), email: z.string() }),
  z.object({ intent: z.literal('seat-email'), seat: z.number(), email: z.string() }),
]);
export type SeatChange = z.infer<typeof seatChangeSchema>;

/** Makes a change to one of the order's seats (its page's clientAction), in words for the page. */
export async function changeSeat(
  number: string,
  change: SeatChange,
  request: Request,
): Promise<Answer> {
  if (change.intent === 'seat-invitation') {
    const result = await staffRequest<StaffOrderDetail>(
      'POST',
      `${seatPath(number, change.seat)}invitation/`,
      {},
    );
    return answerOf(result, request, {
      done: () => `A new link was mailed to ${change.email}; the one before no longer works.`,
      refused: 'The invitation was not sent.',
    });
  }
  const result = await staffRequest<StaffOrderDetail>('PATCH', seatPath(number, change.seat), {
    email: change.email,
  });
  return answerOf(result, request, {
    done: (order) => {
      const email = order.seats?.find((s) => s.id === change.seat)?.email ?? change.email;
      return `The seat is now for ${email}, who is emailed a link to take it.`;
    },
    refused: 'The seat was not changed.',
  });
}
