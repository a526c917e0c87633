import { BUSINESS_NAME_NEEDED, CART_MAX_ITEMS, checkoutFormFields } from '../checkout.ts';
import { LIMITS } from '../field-limits.ts';
import { optionalText } from '../fields.ts';
import { gstState } from '../gst/states.ts';
import { splitTax } from '../gst/tax-split.ts';
import { addDays, istDay } from '../india-time.ts';
import { utrField } from '../order-states.ts';
import type { Quote } from '../pricing.ts';
import { z } from '../zod.ts';

/** Who made an order: the buyer at checkout, or staff for a payment made outside the site. */
export const ORDER_SOURCES = ['checkout', 'manual'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

export const MANUAL_PAYMENT_METHODS = ['bank_transfer', 'upi'] as const;
export type ManualPaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<ManualPaymentMethod, string> = {
  bank_transfer: 'Bank transfer',
  upi: 'UPI',
};

const BANK_REFERENCE_MESSAGE =
  'Enter the bank’s reference (UTR) of the transfer: 6 to 22 letters and digits, as on the statement.';

/**
 * A NEFT, RTGS or IMPS reference as banks print it: 12 digits (IMPS), 16 characters (NEFT) or 22
 * (RTGS). Spaces dropped and letters upper-cased, so a reference reads the same however typed and
 * the rule that one payment pays one order holds.
 */
const bankReferenceField = z
  .string({ error: BANK_REFERENCE_MESSAGE })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{6,22}$/, { error: BANK_REFERENCE_MESSAGE }));

const RECEIVED_MESSAGE = 'Enter the date the money reached the bank.';

/** Whether '2026-02-30' names a day of the calendar (Date would roll it on to 2 March). */
const isCalendarDay = (day: string) => {
  const at = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().startsWith(day);
};

/**
 * A real calendar day, not after today in India (money can't have arrived tomorrow) and within
 * the last year: an older date is a mistyped year far more often than a payment left unrecorded.
 */
const receivedOnField = z
  .string({ error: RECEIVED_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: RECEIVED_MESSAGE })
  .refine(isCalendarDay, { error: RECEIVED_MESSAGE })
  .refine((day) => day <= istDay(new Date()), {
    error: 'The date received can’t be after today.',
  })
  .refine((day) => day >= addDays(istDay(new Date()), -366), {
    error: 'The date received is more than a year ago: check the year.',
  });

const CHOOSE_PROGRAM = 'Choose a program for each line.';
const CHOOSE_STATE = 'Choose the buyer’s state: it decides the GST on the invoice.';

/** A select gives '' for self-paced and the cohort's id as text; the API sends null or a number. */
const cohortChoice = z.preprocess(
  (value) =>
    value === '' || value === null ? null : typeof value === 'string' ? Number(value) : value,
  z
    .int({ error: 'Choose a cohort or self-paced.' })
    .positive({ error: 'Choose a cohort or self-paced.' })
    .nullable(),
);

const manualOrderLineSchema = z.object({
  /** The program by its name or path, as checkout takes it. */
  program: z.string({ error: CHOOSE_PROGRAM }).trim().min(1, { error: CHOOSE_PROGRAM }).max(120),
  plan: z
    .string({ error: 'Choose a plan for each line.' })
    .trim()
    .min(1, { error: 'Choose a plan for each line.' })
    .max(40),
  /** An upcoming cohort of the line's program; null or absent for self-paced. */
  cohort_id: cohortChoice.optional(),
});

/**
 * The buyer and the payment of an order staff record for money that came outside checkout: the
 * buyer's details are checkout's. Checked together by `withPaymentChecks`.
 */
export const paidOrderFields = checkoutFormFields
  // The business's name is this form's own field, the company.
  .omit({ buyer_company: true })
  .extend({
    state: z
      .string({ error: CHOOSE_STATE })
      .refine((code) => gstState(code) !== undefined, { error: CHOOSE_STATE }),
    company: optionalText({ label: 'Company name', max: LIMITS.company }),
    payment_method: z.enum(MANUAL_PAYMENT_METHODS, {
      error: 'Choose how the money came: bank transfer or UPI.',
    }),
    /** The bank's reference (UTR) of the transfer, or the 12-digit UPI reference. */
    reference: z.string({ error: 'Enter the payment’s reference (UTR).' }),
    received_on: receivedOnField,
  });

/** The buyer and the payment, as the server records them. */
export type PaidOrderRequest = z.output<typeof paidOrderFields>;

type PaidOrderChecked = Pick<
  z.output<typeof paidOrderFields>,
  'buyer_gstin' | 'company' | 'payment_method' | 'reference'
>;

/**
 * A GSTIN needs the company it registers, and the reference is read as its payment method
 * writes it: a transform's step, so the reference comes out as it is stored.
 */
export function withPaymentChecks<T extends PaidOrderChecked>(order: T, ctx: z.RefinementCtx): T {
  if (order.buyer_gstin && !order.company) {
    ctx.addIssue({ code: 'custom', path: ['company'], message: BUSINESS_NAME_NEEDED });
    return z.NEVER;
  }
  const field = order.payment_method === 'upi' ? utrField : bankReferenceField;
  const reference = field.safeParse(order.reference);
  if (!reference.success) {
    ctx.addIssue({
      code: 'custom',
      path: ['reference'],
      message: reference.error.issues[0]!.message,
    });
    return z.NEVER;
  }
  return { ...order, reference: reference.data };
}

/**
 * POST /api/staff/orders/manual/: an order staff record for money that came outside checkout.
 * The prices are never sent: the server takes them from the catalogue.
 */
export const manualOrderSchema = paidOrderFields
  .extend({
    lines: z
      .array(manualOrderLineSchema, { error: 'Add at least one program.' })
      .min(1, { error: 'Add at least one program.' })
      .max(CART_MAX_ITEMS, { error: `An order holds at most ${CART_MAX_ITEMS} programs.` }),
    /**
     * An offer's code the buyer was given (a referral, a company's offer): the order is priced
     * with it and takes one of its uses, as at checkout. Blank for none.
     */
    referral_code: z
      .string()
      .trim()
      .max(20, { error: 'A code has at most 20 characters.' })
      .nullish()
      .transform((code) => code || null),
  })
  .transform(withPaymentChecks);
export type ManualOrderInput = z.input<typeof manualOrderSchema>;
export type ManualOrderRequest = z.output<typeof manualOrderSchema>;

/**
 * The GST inside a quote's GST-inclusive total, line by line as the invoice computes it. Where it
 * goes (CGST + SGST or IGST) depends on the seller's state; the amount does not.
 */
export const gstWithin = (quote: Quote) =>
  splitTax(
    quote.lines.map((line) => line.plan_paise),
    quote.discount_paise,
    false,
  ).igst_paise;

// The day is a calendar date already in India's terms: read as UTC, it is shown as written.
const dayInWords = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** A manual order's line on its timeline, under 'Created by <staff>'. */
export function manualOrderNote(
  order: Pick<ManualOrderRequest, 'payment_method' | 'reference' | 'received_on' | 'referral_code'>,
): string {
  const how = order.payment_method === 'upi' ? 'a UPI payment' : 'a bank transfer';
  const day = dayInWords.format(new Date(`${order.received_on}T00:00:00Z`));
  const code = order.referral_code ? ` Priced with code ${order.referral_code.toUpperCase()}.` : '';
  return `For ${how}: reference ${order.reference}, received on ${day}.${code}`;
}
