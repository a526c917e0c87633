import { orderConflictSchema, orderTransitionSchema } from '../../../../domain/staff/orders.ts';
import { z } from '../../../../domain/zod.ts';
import { failureMessage, refusedField } from '../../../api/client.ts';
import { redirectIfSignedOut } from '../../../lib/route-data.ts';
import { restoreAccess } from '../api/enrolments-api.ts';
import { transitionOrder } from '../api/orders-api.ts';
import { answerOf, type Answer } from '../../../lib/route-answer.ts';
import { addOrderNote, resendOrderInvoice } from './order-record-api.ts';
import { changeSeat, seatChangeSchema } from './seat-changes.ts';
import { TRANSITION_COPY, type StaffTransition } from './transition-copy.ts';

/** How a change to an order ended, for its dialog or the order's page to say. */
export type TransitionAnswer =
  | { outcome: 'done'; message: string }
  /** Someone changed the order meanwhile: the server's words; the page shows the order anew. */
  | { outcome: 'conflict'; message: string }
  /** Refused: the reason, and the form's field it is about, to mend in the form. */
  | { outcome: 'refused'; message: string; field?: string };

/** The request fields each form shows, for the server's refusals that name one. */
const FORM_FIELDS: Record<StaffTransition, readonly string[]> = {
  paid: ['utr'],
  cancelled: ['reason', 'internal_note'],
  refunded: ['lines', 'amount_paise', 'reason'],
};

/** Giving back the access to one program of the order; `name` is for the words of the answer. */
const restoreAccessSchema = z.object({
  intent: z.literal('restore-access'),
  program: z.string(),
  name: z.string(),
});
export type RestoreAccessChange = z.infer<typeof restoreAccessSchema>;

/** An internal note, or the invoice mailed to the buyer again. */
const orderRecordSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('note'), body: z.string() }),
  z.object({ intent: z.literal('resend-invoice') }),
]);
export type OrderRecordChange = z.infer<typeof orderRecordSchema>;

/**
 * Every change staff make on an order's page (its route's clientAction): marking it paid,
 * cancelling it or recording its refund, checking the version the person saw; giving back
 * access a refund ended; a note; mailing the invoice again; a seat's invitation or address.
 * React Router then loads the order again by itself.
 */
export async function transition(
  number: string,
  request: Request,
): Promise<TransitionAnswer | Answer> {
  const body: unknown = await request.json();
  const seat = seatChangeSchema.safeParse(body);
  if (seat.success) return changeSeat(number, seat.data, request);
  const restore = restoreAccessSchema.safeParse(body);
  if (restore.success) {
    return answerOf(await restoreAccess(number, restore.data.program), request, {
      done: () => `Access to ${restore.data.name} restored. The learner is emailed.`,
      refused: 'Access was not restored.',
    });
  }
  const record = orderRecordSchema.safeParse(body);
  if (record.success && record.data.intent === 'note') {
    return answerOf(await addOrderNote(number, record.data.body), request, {
      done: () => 'Note added.',
      refused: 'The note was not saved.',
    });
  }
  if (record.success) {
    return answerOf(await resendOrderInvoice(number), request, {
      done: (order) => `Invoice mailed again to ${order.email}.`,
      refused: 'The invoice was not sent.',
    });
  }
  const change = orderTransitionSchema.parse(body);
  const to = change.to;
  const result = await transitionOrder(number, change);
  if (result.ok) return { outcome: 'done', message: TRANSITION_COPY[to].done };
  redirectIfSignedOut(result, request);
  const conflict =
    result.kind === 'http' && result.status === 409
      ? orderConflictSchema.safeParse(result.body)
      : null;
  if (conflict?.success) return { outcome: 'conflict', message: conflict.data.error };
  const named = refusedField(result);
  return {
    outcome: 'refused',
    message: failureMessage(result, 'The order was not changed.'),
    ...(named && FORM_FIELDS[to].includes(named) ? { field: named } : {}),
  };
}
