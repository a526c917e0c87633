import { emailField, requiredText } from '../fields.ts';
import { LIMITS } from '../field-limits.ts';
import { quoteCart, type CartLine, type QuoteResult } from '../pricing.ts';
import { z } from '../zod.ts';
import { paidOrderFields, withPaymentChecks } from './manual-order.ts';

/** A company buys at least two seats (one is an ordinary order) and at most a hundred at once. */
export const SEATS_MIN = 2;
export const SEATS_MAX = 100;

const LIST_THEM = `List the learners’ email addresses, one for each seat: ${SEATS_MIN} to ${SEATS_MAX}.`;

/** A pasted list: one address a line, or separated by commas, semicolons or spaces. */
export const splitAddresses = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/**
 * `emailField` refuses an address that NFKC would change, so its lower case is the key accounts
 * are found by (the server's keyOf): two spellings of one address are one learner.
 */
export const addressKey = (address: string) => address.toLowerCase();

/**
 * The learners' addresses, one seat each: a list, or the text of the form's box. Each must be
 * an address mail can reach as typed (emailField), and each learner is listed once.
 */
export const learnerAddressesField = z
  .union([z.string().transform(splitAddresses), z.array(z.string({ error: LIST_THEM }))], {
    error: LIST_THEM,
  })
  .transform((typed, ctx) => {
    if (typed.length < SEATS_MIN || typed.length > SEATS_MAX) {
      ctx.addIssue({ code: 'custom', message: `${LIST_THEM} The list has ${typed.length}.` });
      return z.NEVER;
    }
    const seen = new Set<string>();
    const addresses: string[] = [];
    for (const [i, entry] of typed.entries()) {
      const address = emailField.safeParse(entry);
      if (!address.success) {
        const why = address.error.issues[0]!.message;
        ctx.addIssue({ code: 'custom', message: `Address ${i + 1}, ${entry.trim()}: ${why}` });
        return z.NEVER;
      }
      const key = addressKey(address.data);
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          message: `${address.data} is in the list twice: each learner takes one seat.`,
        });
        return z.NEVER;
      }
      seen.add(key);
      addresses.push(address.data);
    }
    return addresses;
  });

/**
 * What `seats` seats of a program and plan cost, priced as one cart line is and multiplied: one
 * line, whose price is that of all the seats. No offer: a company's price is the catalogue's.
 */
export function quoteSeats(line: CartLine, seats: number): QuoteResult {
  const quoted = quoteCart([line]);
  if (!quoted.ok) return quoted;
  const [priced] = quoted.quote.lines;
  const total = priced!.plan_paise * seats;
  return {
    ok: true,
    quote: {
      lines: [{ ...priced!, plan_paise: total, discount_paise: 0 }],
      original_paise: total,
      discount_paise: 0,
      total_paise: total,
      offer: undefined,
    },
  };
}

const CHOOSE_PROGRAM = 'Choose the program.';
const CHOOSE_PLAN = 'Choose the plan.';

/**
 * POST /api/staff/orders/seats/: seats of one program and plan that a company paid for outside
 * checkout, one for each learner listed. The company is the buyer and is invoiced; `email` is its
 * billing contact's account. Priced from the catalogue: the plan's price for each seat.
 */
export const seatOrderSchema = paidOrderFields
  .extend({
    company: requiredText({
      required: 'Enter the company’s name: the invoice is made out to it.',
      label: 'Company name',
      max: LIMITS.company,
    }),
    program: z
      .string({ error: CHOOSE_PROGRAM })
      .trim()
      .min(1, { error: CHOOSE_PROGRAM })
      .max(LIMITS.program),
    plan: z.string({ error: CHOOSE_PLAN }).trim().min(1, { error: CHOOSE_PLAN }).max(40),
    learners: learnerAddressesField,
  })
  .transform(withPaymentChecks);
export type SeatOrderInput = z.input<typeof seatOrderSchema>;
export type SeatOrderRequest = z.output<typeof seatOrderSchema>;

/** One seat as staff see it on the order's page. */
export const staffSeatSchema = z.object({
  id: z.number().int(),
  /** The order line it is a seat of. */
  order_item_id: z.number().int(),
  position: z.number().int(),
  email: z.string(),
  /** When its invitation was last mailed; null until the order is paid. */
  invited_at: z.string().nullable(),
  /** Who took it: their account, and the name they gave for their certificate. */
  claimed_by: z.object({ id: z.number().int(), username: z.string(), name: z.string() }).nullable(),
  claimed_at: z.string().nullable(),
});
export type StaffSeat = z.infer<typeof staffSeatSchema>;

/** PATCH /api/staff/orders/:number/seats/:id/: another learner for a seat nobody took yet. */
export const seatEmailChangeSchema = z.object({ email: emailField });

/** The seat of an order, by its id. */
export const seatParamsSchema = z.object({
  number: z.string().trim().max(40),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
