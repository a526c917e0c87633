import { LIMITS } from './field-limits.ts';
import { emailField, nameField, optionalText, phoneField, requiredText } from './fields.ts';
import { gstinField } from './gst/gstin.ts';
import { gstState } from './gst/states.ts';
import { utrField } from './order-states.ts';
import { ORDER_STATUSES } from './order-statuses.ts';
import { z } from './zod.ts';

export const CART_MAX_ITEMS = 20;
export const ADDRESS_MAX = 500;

const BODY = { error: 'Send the order as a JSON object.' };

/**
 * An amount in paise, as every amount in the API is: a whole number, so rupees (9999 or
 * 4499.05) sent by an old client are refused in words rather than read a hundred times too low.
 */
const paise = (label: string) =>
  z
    .int({ error: `Send the ${label} in paise, as a whole number (₹4,999 is 499900).` })
    .nonnegative({ error: `The ${label} cannot be negative.` });

/** The buyer's details: the checkout form, every field required. */
export const checkoutDetailsSchema = z.object({
  name: nameField,
  email: emailField,
  address: requiredText({ required: 'Enter your address.', label: 'Address', max: ADDRESS_MAX }),
  phone: phoneField,
  /** The buyer's state or union territory (GST state code): the place of supply, so the tax. */
  state: z
    .string({ error: 'Choose your state.' })
    .refine((code) => gstState(code) !== undefined, { error: 'Choose your state.' })
    .optional(),
  /** A business buyer's GSTIN for a B2B invoice; blank or absent for none. */
  buyer_gstin: gstinField.optional(),
  /** With a GSTIN, the business's legal name: the B2B invoice is made out to it. */
  buyer_company: optionalText({ label: 'The business name', max: LIMITS.company }).optional(),
});
export type CheckoutDetails = z.infer<typeof checkoutDetailsSchema>;

export const BUSINESS_NAME_NEEDED = "Enter the business's legal name, as on its GST registration.";

/**
 * A GSTIN comes with the name of the business it registers: the invoice bills the business, not
 * the person placing the order. Checked on every schema that takes both.
 */
export function businessNameWithGstin(
  details: { buyer_gstin?: string | undefined; buyer_company?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (details.buyer_gstin && !details.buyer_company) {
    ctx.addIssue({ code: 'custom', message: BUSINESS_NAME_NEEDED, path: ['buyer_company'] });
  }
}

/** The checkout form's fields: the state is asked of everyone placing an order from the site. */
export const checkoutFormFields = checkoutDetailsSchema.extend({
  state: z
    .string({ error: 'Choose your state.' })
    .refine((code) => gstState(code) !== undefined, { error: 'Choose your state.' }),
});

export const checkoutFormSchema = checkoutFormFields.superRefine(businessNameWithGstin);
export type CheckoutForm = z.infer<typeof checkoutFormSchema>;

const cartItemSchema = z.object({
  program: z.string({ error: 'Each cart item needs a program.' }).trim().min(1).max(LIMITS.program),
  plan: z.string({ error: 'Each cart item needs a plan.' }).trim().min(1).max(40),
  img: z.string().max(300).optional(),
  plan_paise: paise('price of each cart item'),
  /** The cohort chosen for the line; null or absent: self-paced. */
  cohort_id: z
    .int({ error: 'Send the cohort as its number, or null for self-paced.' })
    .positive({ error: 'Send the cohort as its number, or null for self-paced.' })
    .nullable()
    .optional(),
});

/** Figures the browser showed; the server recomputes them and refuses any difference. */
const figures = {
  cart: z
    .array(cartItemSchema, { error: 'Send the cart as a list.' })
    .min(1, { error: 'Your cart is empty.' })
    .max(CART_MAX_ITEMS, { error: `A cart holds at most ${CART_MAX_ITEMS} items.` }),
  total_paise: paise('total'),
  original_paise: paise('original amount'),
  discount_paise: paise('discount'),
  referral_code: z.string().trim().max(20).optional(),
  /** Made by the browser once per checkout: a retry or second click finds the same order. */
  idempotency_key: z.uuid({ error: 'Send an idempotency_key (a UUID).' }),
};

/** POST /api/checkout-email/: records the order and tells the staff. */
export const checkoutSchema = z
  .object({ ...checkoutDetailsSchema.shape, ...figures }, BODY)
  .superRefine(businessNameWithGstin);
export type CheckoutRequest = z.infer<typeof checkoutSchema>;

/** POST /api/payment-confirmation-email/: the learner says they have paid the order. */
export const paymentConfirmationSchema = z.object(
  { name: nameField, email: emailField, ...figures, utr: utrField.optional() },
  BODY,
);
export type PaymentConfirmationRequest = z.infer<typeof paymentConfirmationSchema>;

export const orderSchema = z.object({
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.string(),
  /** Where the confirmation goes: as the order stored it, whatever the form shows now. */
  email: z.string(),
  items: z.array(z.object({ program: z.string(), plan: z.string(), plan_paise: z.number().int() })),
  original_paise: z.number().int(),
  discount_paise: z.number().int(),
  total_paise: z.number().int(),
  referral_code: z.string().nullable(),
  referrer: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** What the checkout call answers: the order and how to pay it. */
export const placedOrderSchema = z.object({
  order: orderSchema,
  upi: z.object({
    link: z.string(),
    payee_id: z.string(),
    payee_name: z.string(),
    /** Exactly the order's total. */
    amount_paise: z.number().int(),
  }),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;
