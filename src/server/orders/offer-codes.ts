import type { Kysely, Transaction } from 'kysely';
import {
  OFFER_JUST_USED_UP,
  OFFER_REFUSALS,
  offerRefusal,
  type OfferRefusal,
} from '../../domain/offers.ts';
import { quoteCart, type CartLine, type Quote } from '../../domain/pricing.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import {
  findOfferByCode,
  lockOfferForUse,
  offerTermsOf,
  offerUses,
  type OfferRow,
} from '../repositories/offers.ts';

/** A cart priced, with the offer its code named (undefined without a code). */
export interface PricedCart {
  quote: Quote;
  offer: OfferRow | undefined;
}

const refused = (message: string, field: string) => new HttpError(400, message, {}, { field });

const NO_USES = { uses: 0, learner_uses: 0 };

/** Refused when `lines` can't be bought (400, field cart); else priced without a code. */
function quoteLines(lines: readonly CartLine[]): Quote {
  const quoted = quoteCart(lines);
  if (!quoted.ok) throw refused(quoted.error, quoted.field);
  return quoted.quote;
}

/** The cart priced with `offer`, which `refusal` has cleared (or 400 naming referral_code). */
function quoteWith(lines: readonly CartLine[], offer: OfferRow, refusal: OfferRefusal | null) {
  if (refusal) throw refused(OFFER_REFUSALS[refusal], 'referral_code');
  const quoted = quoteCart(lines, offerTermsOf(offer));
  if (!quoted.ok) throw refused(quoted.error, quoted.field);
  return quoted.quote;
}

/**
 * Prices a cart with the code typed, read from the database: an unknown, draft or disabled
 * code, one outside its window, used up (overall, or by this learner) or applying to nothing in
 * the cart is refused with 400 naming `referral_code`, in the words the learner reads. The cart
 * itself is checked first, as it always was. A visitor (no learner) has used nothing yet.
 * `countUses: false` leaves the uses to takeOfferUse, for an order, which counts them held.
 */
export async function quoteWithCode(
  db: Kysely<Database>,
  lines: readonly CartLine[],
  code: string | null | undefined,
  learnerId: number | null,
  { countUses = true, now = new Date() }: { countUses?: boolean; now?: Date } = {},
): Promise<PricedCart> {
  const plain = quoteLines(lines);
  if (!code?.trim()) return { quote: plain, offer: undefined };
  const offer = await findOfferByCode(db, code);
  const uses = offer && countUses ? await offerUses(db, offer.id, learnerId) : NO_USES;
  const refusal = offerRefusal(offer, uses, now);
  if (!offer) throw refused(OFFER_REFUSALS.unknown, 'referral_code');
  return { quote: quoteWith(lines, offer, refusal), offer };
}

/**
 * Takes a use of the code for an order, in the order's transaction: the offer is held
 * (lockOfferForUse) and its uses counted, so that of orders racing for the last use, one gets it
 * and the others are refused with 409 and store nothing. A code used up since the cart showed it
 * is refused the same way: to the learner, it has just been used up. The cart is priced with the
 * offer as it is now; the caller compares the figures with those the learner was shown.
 */
export async function takeOfferUse(
  tx: Transaction<Database>,
  lines: readonly CartLine[],
  code: string,
  learnerId: number,
  now = new Date(),
): Promise<PricedCart> {
  const held = await lockOfferForUse(tx, code, learnerId);
  const refusal = offerRefusal(held, held ?? NO_USES, now);
  if (refusal === 'used-up' || refusal === 'used-by-learner') {
    const message = refusal === 'used-up' ? OFFER_JUST_USED_UP : OFFER_REFUSALS[refusal];
    throw new HttpError(409, message, {}, { field: 'referral_code' });
  }
  if (!held) throw refused(OFFER_REFUSALS.unknown, 'referral_code');
  return { quote: quoteWith(lines, held, refusal), offer: held };
}
