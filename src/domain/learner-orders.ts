import { CART_MAX_ITEMS } from './checkout.ts';
import { LIMITS } from './field-limits.ts';
import { REASON_MAX, utrField } from './order-states.ts';
import { ORDER_STATUSES } from './order-statuses.ts';
import { z } from './zod.ts';

export const issuedDocumentLinkSchema = z.object({
  kind: z.enum(['tax-invoice', 'invoice', 'credit-note']),
  number: z.string(),
  issued_at: z.string(),
  total_paise: z.number().int(),
  /** Where its PDF downloads from. */
  url: z.string(),
});
export type IssuedDocumentLink = z.infer<typeof issuedDocumentLinkSchema>;

/** GET /api/orders/:number/: the learner's own order, and how to pay it while it is unpaid. */
export const learnerOrderSchema = z.object({
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.string(),
  /** When an unpaid order lapses. */
  expires_at: z.string(),
  items: z.array(
    z.object({
      program: z.string(),
      plan: z.string(),
      plan_paise: z.number().int(),
      /** The cohort chosen, in words, or 'Self-paced'. */
      cohort: z.string(),
      /** Only on an upgrade line: the plan it moves the learner's enrolment up from. */
      upgrade_from: z.string().optional(),
      /** A refund gave this line back: its access ended. */
      refunded: z.boolean(),
    }),
  ),
  original_paise: z.number().int(),
  discount_paise: z.number().int(),
  total_paise: z.number().int(),
  referral_code: z.string().nullable(),
  reported_utr: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  /** What all the order's refunds gave back. */
  refund_paise: z.number().int().nullable(),
  /** Present while the order awaits payment. */
  upi: z
    .object({
      link: z.string(),
      payee_id: z.string(),
      payee_name: z.string(),
      amount_paise: z.number().int(),
    })
    .nullable(),
  can_report_payment: z.boolean(),
  /** While staff verify the payment, the learner may correct the UTR they gave. */
  can_correct_utr: z.boolean(),
  /** The UTR given was already given for, or confirmed, another order: likely a mistake. */
  utr_used_elsewhere: z.boolean(),
  can_cancel: z.boolean(),
  /** The invoice (once paid) and any credit notes, as PDF links. */
  documents: z.array(issuedDocumentLinkSchema),
});
export type LearnerOrder = z.infer<typeof learnerOrderSchema>;

export const orderNumberParamsSchema = z.object({
  number: z.string().trim().max(40),
});

/** POST /api/orders/:number/payment/: the learner says they paid, with the UPI reference. */
export const reportPaymentSchema = z.object(
  { utr: utrField },
  { error: 'Send the UPI reference (UTR) as JSON.' },
);

/** POST /api/orders/:number/cancel/: the learner may say why (kept on the order). */
export const learnerCancelSchema = z
  .object(
    {
      reason: z
        .string({ error: 'Write the reason as text.' })
        .trim()
        .max(REASON_MAX, { error: `Keep the reason under ${REASON_MAX} characters.` })
        .optional()
        .transform((reason) => reason || undefined),
    },
    { error: 'Send the reason as JSON.' },
  )
  // Sent without a body (no reason), it arrives as null.
  .nullish();

/** GET /api/enrolments/: "My programs". */
export const enrolmentSchema = z.object({
  program: z.string(),
  /** The program page's path, e.g. /python. */
  path: z.string().nullable(),
  plan: z.string(),
  order_number: z.string(),
  started_at: z.string(),
  /** The learner's space of the program, e.g. /learn/python. */
  learn_path: z.string().nullable(),
  self_paced: z.boolean(),
  /** The cohort's session in progress or next to come. */
  next_session: z.object({ starts_at: z.string(), topic: z.string() }).nullable(),
  progress_percent: z.number().int(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;
export const enrolmentListSchema = z.object({ results: z.array(enrolmentSchema) });

/** GET and PUT /api/cart/: a signed-in learner's cart, the same on every device. */
export const cartSchema = z.object(
  {
    items: z
      .array(
        z.object({
          program: z.string().trim().min(1).max(LIMITS.program),
          plan: z.string().trim().min(1).max(40),
        }),
        { error: 'Send the cart items as a list.' },
      )
      .max(CART_MAX_ITEMS, { error: `A cart holds at most ${CART_MAX_ITEMS} items.` }),
    referral_code: z.string().trim().max(20).nullable(),
  },
  { error: 'Send the cart as a JSON object.' },
);
export type ServerCart = z.infer<typeof cartSchema>;
