/** The changes staff make to an order, and how the console words each. */
export const STAFF_TRANSITIONS = ['paid', 'cancelled', 'refunded'] as const;
export type StaffTransition = (typeof STAFF_TRANSITIONS)[number];

interface TransitionCopy {
  /** The button on the order's page, and the dialog's title. */
  action: string;
  /** The dialog's last button: says again what it does, so it is not pressed by habit. */
  confirm: string;
  busy: string;
  done: string;
  /** What the server mails the learner once the change is made. */
  mailed: string;
  danger: boolean;
}

export const TRANSITION_COPY: Record<StaffTransition, TransitionCopy> = {
  paid: {
    action: 'Mark as paid',
    confirm: 'Confirm: mark as paid',
    busy: 'Saving...',
    done: 'Order marked as paid.',
    mailed: 'The learner is emailed that the payment arrived.',
    danger: false,
  },
  cancelled: {
    action: 'Cancel order',
    confirm: 'Confirm: cancel order',
    busy: 'Cancelling...',
    done: 'Order cancelled.',
    mailed: 'The learner is emailed the reason.',
    danger: true,
  },
  refunded: {
    action: 'Record refund',
    confirm: 'Confirm: record refund',
    busy: 'Saving...',
    done: 'Refund recorded.',
    mailed: 'The learner is emailed the amount, the reason and what becomes of their access.',
    danger: false,
  },
};

export const isStaffTransition = (status: string): status is StaffTransition =>
  (STAFF_TRANSITIONS as readonly string[]).includes(status);
