import { issuedDocumentLinkSchema } from '../learner-orders.ts';
import { reasonField, utrField } from '../order-states.ts';
import { ORDER_STATUSES, type OrderStatus } from '../order-statuses.ts';
import { z } from '../zod.ts';
import { listQueryFields, pageOf, personRefSchema } from './list-query.ts';
import { ORDER_SOURCES } from './manual-order.ts';
import { staffSeatSchema } from './seat-order.ts';
import { orderCreditSchema, orderTdsSchema } from './payments.ts';
import { refundLinesField } from './refund-lines.ts';

/** GET /api/staff/orders/ (and the CSV export). */
export const orderListQuerySchema = z.object({
  ...listQueryFields,
  status: z.enum(ORDER_STATUSES, { error: 'Unknown order status.' }).optional(),
  program: z.string().trim().max(120).optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const staffOrderSummarySchema = z.object({
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  programs: z.array(z.string()),
  total_paise: z.number().int(),
  reported_utr: z.string().nullable(),
  created_at: z.string(),
});
export type StaffOrderSummary = z.infer<typeof staffOrderSummarySchema>;
export const staffOrderPageSchema = pageOf(staffOrderSummarySchema);

type LaterStatus = Exclude<OrderStatus, 'awaiting_payment'>;

/**
 * An order's timeline: it was placed (awaiting payment), then it entered each later status; while
 * staff verify a reported payment, the learner may correct the UTR they gave; staff may give back
 * access that a refund ended by mistake, and mail the invoice again. An order staff record for a
 * payment made outside the site starts 'created_by_staff', already paid.
 */
export const ORDER_EVENT_KINDS: readonly [
  'placed',
  'utr_corrected',
  'enrolment_restored',
  'invoice_resent',
  'created_by_staff',
  ...LaterStatus[],
] = [
  'placed',
  'utr_corrected',
  'enrolment_restored',
  'invoice_resent',
  'created_by_staff',
  ...ORDER_STATUSES.filter((s): s is LaterStatus => s !== 'awaiting_payment'),
];

export const orderEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ORDER_EVENT_KINDS),
  from_status: z.enum(ORDER_STATUSES).nullable(),
  to_status: z.enum(ORDER_STATUSES),
  /** Null when the learner or the system made the change. */
  actor: personRefSchema.nullable(),
  /** The UTR, reason or refund, in words. */
  note: z.string().nullable(),
  created_at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** Staff's internal note on an order: never mailed, never shown to the learner. */
export const orderNoteSchema = z.object({
  id: z.number().int(),
  /** Null once the author's account is gone; `author_name` still says who wrote it. */
  author: personRefSchema.nullable(),
  author_name: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type OrderNote = z.infer<typeof orderNoteSchema>;

export const ORDER_NOTE_MAX = 2000;
export const internalNoteField = z
  .string({ error: 'Write the note as text.' })
  .trim()
  .max(ORDER_NOTE_MAX, { error: `Keep the note under ${ORDER_NOTE_MAX} characters.` });

/** POST /api/staff/orders/:number/notes/ */
export const orderNoteRequestSchema = z.object({
  body: internalNoteField.min(1, { error: 'Write the note.' }),
});

export const staffOrderDetailSchema = z.object({
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** Sent back with a change: a change made meanwhile by someone else is refused with 409. */
  version: z.number().int(),
  created_at: z.string(),
  learner: z.object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  /** The buyer's details as given at checkout. */
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  /** A business buyer's GSTIN (its invoice is B2B) and, when staff gave it, its name. */
  buyer_gstin: z.string().nullable(),
  buyer_company: z.string().nullable(),
  /** 'manual' when staff recorded the order for a payment made outside the site. */
  source: z.enum(ORDER_SOURCES),
  items: z.array(
    z.object({
      id: z.number().int(),
      program: z.string(),
      plan: z.string(),
      plan_paise: z.number().int(),
      /** The price less the line's share of the discount, as the invoice prints it. */
      paid_paise: z.number().int(),
      /** A refund gave this line back: its access ended. */
      refunded: z.boolean(),
      /** What refunds gave back of it so far, whether they ended it or not. */
      refunded_paise: z.number().int(),
      /** The cohort the learner is taught in, in words, or 'Self-paced'. */
      cohort: z.string(),
      /** The access this line gave; null until the order is paid, and on an upgrade line. */
      enrolment: z.object({ started_at: z.string(), ended_at: z.string().nullable() }).nullable(),
      /** Only on an upgrade line: the plan it moves the learner's enrolment up from. */
      upgrade_from: z.string().optional(),
    }),
  ),
  original_paise: z.number().int(),
  discount_paise: z.number().int(),
  total_paise: z.number().int(),
  referral_code: z.string().nullable(),
  referrer: z.string().nullable(),
  reported_utr: z.string().nullable(),
  /** Other orders that were given or confirmed with the same UTR: check before marking paid. */
  utr_used_on: z.array(z.string()),
  paid_utr: z.string().nullable(),
  paid_at: z.string().nullable(),
  /** The bank credits that paid it, each with what of it went to this order. */
  bank_credits: z.array(orderCreditSchema),
  /** What a business buyer deducted as TDS, owed until its certificate comes. */
  tds: orderTdsSchema.nullable(),
  cancel_reason: z.string().nullable(),
  /** What all the order's refunds gave back. */
  refund_paise: z.number().int().nullable(),
  /** Each refund, oldest first. */
  refunds: z.array(
    z.object({
      id: z.number().int(),
      amount_paise: z.number().int(),
      /** What the learner was told. */
      reason: z.string(),
      created_at: z.string(),
      by: z.string().nullable(),
      /** The lines whose access it ended, in words; none for an amount only. */
      programs: z.array(z.string()),
      credit_note: z.string().nullable(),
    }),
  ),
  /** The states staff may move this order to now. */
  next_statuses: z.array(z.enum(ORDER_STATUSES)),
  documents: z.array(issuedDocumentLinkSchema),
  timeline: z.array(orderEventSchema),
  /** Internal notes, oldest first. */
  notes: z.array(orderNoteSchema),
  /** Only on an order of seats bought for learners: each seat, line by line. */
  seats: z.array(staffSeatSchema).optional(),
});
export type StaffOrderDetail = z.infer<typeof staffOrderDetailSchema>;

export const orderParamsSchema = z.object({
  number: z.string().trim().max(40),
});

/** POST /api/staff/orders/:number/enrolments/:program/restore/: the program by name or path. */
export const enrolmentParamsSchema = orderParamsSchema.extend({
  program: z.string().trim().max(120),
});

const version = z.number({ error: 'Send the version you saw.' }).int().min(1);

/** POST /api/staff/orders/:number/transitions/ */
export const orderTransitionSchema = z.discriminatedUnion(
  'to',
  [
    z.object({ to: z.literal('paid'), version, utr: utrField }),
    z.object({
      to: z.literal('cancelled'),
      version,
      /** Told to the learner in the cancellation mail. */
      reason: reasonField,
      /** Kept among the order's notes for staff; never mailed. Empty means none. */
      internal_note: internalNoteField.optional(),
    }),
    z.object({
      to: z.literal('refunded'),
      version,
      amount_paise: z
        .number({ error: 'Enter the amount refunded.' })
        .int({ error: 'Enter the amount in paise.' })
        .positive({ error: 'The refund must be more than zero.' }),
      /** Told to the learner in the refund mail. */
      reason: reasonField,
      /** The order lines refunded, by id: only their access ends; none for an amount only. */
      lines: refundLinesField,
      /** Kept among the order's notes for staff; never mailed. Empty means none. */
      internal_note: internalNoteField.optional(),
    }),
  ],
  { error: 'Choose the new status: paid, cancelled or refunded.' },
);
export type OrderTransitionRequest = z.infer<typeof orderTransitionSchema>;

/** A refused change: the message, and the order as it is now. */
export const orderConflictSchema = z.object({
  error: z.string(),
  order: staffOrderDetailSchema,
});

/** GET /api/staff/orders/pulse/: polled by the console, so it must stay cheap. */
export const orderPulseSchema = z.object({
  /** Orders whose payment a learner reported and staff have not yet settled. */
  reported_payments: z.number().int(),
  /** When any order last changed: a different value means the orders list is stale. */
  last_change_at: z.string().nullable(),
});
export type OrderPulse = z.infer<typeof orderPulseSchema>;
