// Without zod, so that a page showing an order's status does not load it to name the status.

/** The states an order can be in; how it moves between them is in order-states.ts. */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'payment_reported',
  'paid',
  'partly_refunded',
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
  partly_refunded: 'Partly refunded',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  expired: 'Expired',
};

/** How a learner reads each state of their order. */
export const LEARNER_STATUS_TEXT: Record<OrderStatus, string> = {
  awaiting_payment: 'Waiting for your payment',
  payment_reported: 'Payment being verified',
  paid: 'Paid: you are enrolled',
  partly_refunded: 'Paid, partly refunded',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  expired: 'Expired: not paid in time',
};

/** Paid and not wholly refunded: the lines no refund ended give access and count as sold. */
export const PAID_STATUSES = ['paid', 'partly_refunded'] as const satisfies readonly OrderStatus[];
