import { ORDER_STATUS_LABELS, type OrderStatus } from './order-statuses.ts';
import { z } from './zod.ts';

export type OrderActor = 'learner' | 'staff' | 'system';
export type TransitionNeeds = 'utr' | 'reason' | 'refund';

export interface Transition {
  from: OrderStatus;
  to: OrderStatus;
  by: OrderActor;
  needs: readonly TransitionNeeds[];
}

/**
 * The life of an order. Every change of state is one row: who may make it and what it needs.
 * Anything not in the table is refused.
 */
export const TRANSITIONS: readonly Transition[] = [
  { from: 'awaiting_payment', to: 'payment_reported', by: 'learner', needs: [] },
  // Staff may see the money in the bank before the learner says they paid.
  { from: 'awaiting_payment', to: 'paid', by: 'staff', needs: ['utr'] },
  { from: 'payment_reported', to: 'paid', by: 'staff', needs: ['utr'] },
  { from: 'awaiting_payment', to: 'cancelled', by: 'staff', needs: ['reason'] },
  // A learner may drop an order they have not paid; once they say they paid, staff decide.
  { from: 'awaiting_payment', to: 'cancelled', by: 'learner', needs: [] },
  { from: 'payment_reported', to: 'cancelled', by: 'staff', needs: ['reason'] },
  // A refund is recorded as 'refunded'; the order stays partly refunded while some of what was
  // paid is kept, and takes further refunds until none is.
  { from: 'paid', to: 'refunded', by: 'staff', needs: ['refund', 'reason'] },
  { from: 'partly_refunded', to: 'refunded', by: 'staff', needs: ['refund', 'reason'] },
  { from: 'awaiting_payment', to: 'expired', by: 'system', needs: [] },
];

export function findTransition(
  from: OrderStatus,
  to: OrderStatus,
  by: OrderActor,
): Transition | undefined {
  return TRANSITIONS.find((t) => t.from === from && t.to === to && t.by === by);
}

/** The states `by` can move an order in `from` to, in the table's order. */
export function nextStatuses(from: OrderStatus, by: OrderActor): OrderStatus[] {
  return TRANSITIONS.filter((t) => t.from === from && t.by === by).map((t) => t.to);
}

const VERB: Record<OrderStatus, string> = {
  awaiting_payment: 'set to awaiting payment',
  payment_reported: 'reported as paid',
  paid: 'marked as paid',
  partly_refunded: 'partly refunded',
  cancelled: 'cancelled',
  refunded: 'refunded',
  expired: 'expired',
};

/** Why a refused change was refused, naming the order's current state. */
export function refusedTransitionMessage(from: OrderStatus, to: OrderStatus): string {
  return `This order is ${ORDER_STATUS_LABELS[from].toLowerCase()}, so it can't be ${VERB[to]}.`;
}

export const ORDER_CHANGED = 'This order changed since you opened it';

/**
 * A UPI transaction reference (UTR): the 12-digit number every UPI app shows after paying.
 * People copy it with spaces; those are dropped.
 */
export const utrField = z
  .string({ error: 'Enter the 12-digit UPI reference (UTR).' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{12}$/, { error: 'Enter the 12-digit UPI reference (UTR).' }));

export const REASON_MAX = 500;
export const reasonField = z
  .string({ error: 'Give a reason.' })
  .trim()
  .min(3, { error: 'Give a reason.' })
  .max(REASON_MAX, { error: `Keep the reason under ${REASON_MAX} characters.` });

/**
 * While staff verify a reported payment, the learner may correct the UTR they gave (a typo is
 * common); once the order is paid, cancelled or expired it is settled.
 */
export const canCorrectUtr = (status: OrderStatus) => status === 'payment_reported';

/** Shown to the learner when the UTR they gave was already given for another order. */
export const UTR_USED_ELSEWHERE =
  'This UPI reference (UTR) was already given for another order. Check it in your UPI app and correct it if it is wrong.';
