import { describe, expect, it } from 'vitest';
import {
  findTransition,
  nextStatuses,
  refusedTransitionMessage,
  utrField,
  type OrderActor,
} from './order-states.ts';
import { ORDER_STATUSES, type OrderStatus } from './order-statuses.ts';

/** The rules, written out by hand: every pair not listed here must be refused. */
const ALLOWED: Array<[OrderStatus, OrderStatus, OrderActor]> = [
  ['awaiting_payment', 'payment_reported', 'learner'],
  ['awaiting_payment', 'paid', 'staff'],
  ['payment_reported', 'paid', 'staff'],
  ['awaiting_payment', 'cancelled', 'staff'],
  ['awaiting_payment', 'cancelled', 'learner'],
  ['payment_reported', 'cancelled', 'staff'],
  ['paid', 'refunded', 'staff'],
  ['partly_refunded', 'refunded', 'staff'],
  ['awaiting_payment', 'expired', 'system'],
];
const ACTORS: OrderActor[] = ['learner', 'staff', 'system'];

describe('order state machine', () => {
  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      for (const by of ACTORS) {
        const allowed = ALLOWED.some(([f, t, b]) => f === from && t === to && b === by);
        it(`${allowed ? 'allows' : 'refuses'} ${from} → ${to} by ${by}`, () => {
          expect(findTransition(from, to, by) !== undefined).toBe(allowed);
        });
      }
    }
  }

  it('lists what staff may do next from each state', () => {
    expect(nextStatuses('awaiting_payment', 'staff')).toEqual(['paid', 'cancelled']);
    expect(nextStatuses('payment_reported', 'staff')).toEqual(['paid', 'cancelled']);
    expect(nextStatuses('paid', 'staff')).toEqual(['refunded']);
    expect(nextStatuses('partly_refunded', 'staff')).toEqual(['refunded']);
    for (const end of ['cancelled', 'refunded', 'expired'] as const) {
      expect(nextStatuses(end, 'staff')).toEqual([]);
    }
  });

  it('asks for what each staff change needs', () => {
    expect(findTransition('payment_reported', 'paid', 'staff')!.needs).toEqual(['utr']);
    expect(findTransition('awaiting_payment', 'cancelled', 'staff')!.needs).toEqual(['reason']);
    expect(findTransition('paid', 'refunded', 'staff')!.needs).toEqual(['refund', 'reason']);
  });

  it('names the current state when it refuses', () => {
    expect(refusedTransitionMessage('cancelled', 'paid')).toBe(
      "This order is cancelled, so it can't be marked as paid.",
    );
    expect(refusedTransitionMessage('awaiting_payment', 'refunded')).toBe(
      "This order is awaiting payment, so it can't be refunded.",
    );
  });

  it('reads a UTR as 12 digits, ignoring spaces', () => {
    expect(utrField.parse(' 4123 5678 9012 ')).toBe('412356789012');
    for (const bad of ['41235678901', '4123567890123', 'ABCDEFGHIJKL', '4123-5678-9012']) {
      expect(utrField.safeParse(bad).success).toBe(false);
    }
  });
});
