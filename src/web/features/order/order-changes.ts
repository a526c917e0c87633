import { useFetcher } from 'react-router';
import { failureMessage, refusedField } from '../../api/client.ts';
import { z } from '../../../domain/zod.ts';
import { redirectIfSignedOut } from '../../lib/route-data.ts';
import { announceIfSignedOut } from '../auth/signed-out.ts';
import { cancelOrder, correctOrderUtr, reportOrderPayment } from './order-api.ts';

/** What the order page's clientAction is asked to do: `intent` says which change. */
const orderChangeSchema = z.discriminatedUnion('intent', [
  /** 'I have paid', with the UPI reference the form checked. */
  z.object({ intent: z.literal('report-payment'), utr: z.string() }),
  /** A mistyped UTR, corrected while staff verify the payment. */
  z.object({ intent: z.literal('correct-utr'), utr: z.string() }),
  z.object({ intent: z.literal('cancel'), reason: z.string().optional() }),
]);
export type OrderChange = z.infer<typeof orderChangeSchema>;

/** Why the server refused a change, and the field it names (the form marks that input). */
export interface OrderChangeRefusal {
  error: string;
  field?: string;
}

const REFUSED: Record<OrderChange['intent'], string> = {
  'report-payment': 'Your payment could not be reported.',
  'correct-utr': 'The UPI reference could not be changed.',
  cancel: 'The order could not be cancelled.',
};

function send(number: string, change: OrderChange) {
  switch (change.intent) {
    case 'report-payment':
      return reportOrderPayment(number, change.utr);
    case 'correct-utr':
      return correctOrderUtr(number, change.utr);
    case 'cancel':
      return cancelOrder(number, change.reason?.trim() || undefined);
  }
}

/**
 * Makes a change to one of the learner's orders (the order route's clientAction). Null when it
 * is done: React Router then runs the route's loader again, so the page shows the order as it
 * is now. A refusal is returned, to show beside what sent it; a 401 redirects to log in.
 */
export async function changeOrder(
  number: string,
  request: Request,
): Promise<OrderChangeRefusal | null> {
  const change = orderChangeSchema.parse(await request.json());
  const result = await send(number, change);
  if (result.ok) return null;
  announceIfSignedOut(result);
  redirectIfSignedOut(result, request);
  return {
    error: failureMessage(result, REFUSED[change.intent], 'Network error.'),
    field: refusedField(result),
  };
}

/**
 * Sends a change to the order route's clientAction through a fetcher of its own: `pending`
 * until the action and the order's reloading are done, then `refusal` if it was refused.
 */
export function useOrderChange() {
  const fetcher = useFetcher<OrderChangeRefusal | null>();
  const pending = fetcher.state !== 'idle';
  return {
    submit: (change: OrderChange) =>
      fetcher.submit(change, { method: 'post', encType: 'application/json' }),
    pending,
    refusal: pending ? null : (fetcher.data ?? null),
  };
}
