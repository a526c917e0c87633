// Without zod, so that a page showing an order's status does not load it to name the status.

/** The states an order can be in; how it moves between them is in order-states.ts. */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'payment_reported',
  'paid',
  'cancelled',
  'refunded',
  'expired',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Words for staff; a learner reads LEARNER_STATUS_TEXT. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  payment_reported: 'Payment reported',
  paid: 'Paid',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  expired: 'Expired',
};

/** How a learner reads each state of their order. */
export const LEARNER_STATUS_TEXT: Record<OrderStatus, string> = {
  awaiting_payment: 'Waiting for your payment',
  payment_reported: 'Payment being verified',
  paid: 'Paid: you are enrolled',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  expired: 'Expired: not paid in time',
};
