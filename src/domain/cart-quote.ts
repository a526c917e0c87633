import { cartSchema } from './learner-orders.ts';
import { offerLabel } from './offers.ts';
import type { Quote } from './pricing.ts';
import { z } from './zod.ts';

/**
 * POST /api/cart/quote/: a cart priced by the server, for a visitor or a learner. The code is the
 * one typed, or the one kept with the cart; nothing else about codes leaves the server.
 */
export const cartQuoteRequestSchema = z.object(
  {
    cart: cartSchema.shape.items,
    referral_code: z.string().trim().max(20).nullable().optional(),
  },
  { error: 'Send the cart as a JSON object.' },
);
export type CartQuoteRequest = z.infer<typeof cartQuoteRequestSchema>;

const paise = z.number().int();

export const cartQuoteSchema = z.object({
  lines: z.array(
    z.object({
      /** As the catalogue names them: the old 'Primum Plan' is the Premium Plan. */
      program: z.string(),
      plan: z.string(),
      plan_paise: paise,
      /** The line's share of the discount: 0 on a line the code does not apply to. */
      discount_paise: paise,
    }),
  ),
  original_paise: paise,
  discount_paise: paise,
  total_paise: paise,
  /** The code applied, and what it gives: '10% off' or '₹500 off'; null without one. */
  offer: z
    .object({
      code: z.string(),
      label: z.string(),
      /** Who referred the learner, by first name only. */
      referrer_first_name: z.string().nullable(),
    })
    .nullable(),
});
export type CartQuote = z.infer<typeof cartQuoteSchema>;

/** A quote as the API answers it. */
export function cartQuoteOf(quote: Quote): CartQuote {
  const { offer } = quote;
  return {
    lines: quote.lines.map((line) => ({
      program: line.program.name,
      plan: line.plan.name,
      plan_paise: line.plan_paise,
      discount_paise: line.discount_paise,
    })),
    original_paise: quote.original_paise,
    discount_paise: quote.discount_paise,
    total_paise: quote.total_paise,
    offer: offer
      ? {
          code: offer.code,
          label: offerLabel(offer),
          referrer_first_name: offer.referrer_first_name,
        }
      : null,
  };
}
