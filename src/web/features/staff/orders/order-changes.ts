import { orderConflictSchema, orderTransitionSchema } from '../../../../domain/staff/orders.ts';
import { failureMessage, refusedField } from '../../../api/client.ts';
import { redirectIfSignedOut } from '../../../lib/route-data.ts';
import { transitionOrder } from '../api/orders-api.ts';
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
  cancelled: ['reason'],
  refunded: ['amount_paise', 'reason'],
};

/**
 * Marks the order as paid, cancels it or records its refund (the order route's clientAction),
 * checking the version the person saw. React Router then loads the order again by itself.
 */
export async function transition(number: string, request: Request): Promise<TransitionAnswer> {
  const change = orderTransitionSchema.parse(await request.json());
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
