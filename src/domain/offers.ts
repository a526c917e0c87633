import { formatPaise } from './money.ts';

// Without zod, and without a single code: the cart page reads this module, and what it holds
// ships in the page's JavaScript. The codes themselves are in the database, checked only by the
// server (docs/architecture.md, "Offers and referral codes").

export const OFFER_KINDS = ['percent', 'amount'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

export const OFFER_STATUSES = ['draft', 'live', 'disabled'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/**
 * What a code gives a discount on: program slugs and plan ids. An empty list limits nothing, so
 * `{ programs: [], plans: [] }` is the whole catalogue and `{ programs: ['python'], plans: [] }`
 * every plan of Python; with both, a line must match both.
 */
export type AppliesTo = {
  programs: string[];
  plans: string[];
};

export const APPLIES_TO_EVERYTHING: AppliesTo = { programs: [], plans: [] };

/** An offer as the price of a cart is worked out with it: resolved by the server from the code. */
export interface OfferTerms {
  code: string;
  kind: OfferKind;
  /** 1 to 90, for a percent offer. */
  percent: number | null;
  /** For a fixed amount off. */
  amount_paise: number | null;
  applies_to: AppliesTo;
  /** Who referred the learner, as the learner sees them: by first name only. */
  referrer_first_name: string | null;
}

/** Whether a cart line (its program's slug and its plan's id) gets the offer's discount. */
export function appliesToLine(appliesTo: AppliesTo, programSlug: string, planId: string): boolean {
  const { programs, plans } = appliesTo;
  return (
    (programs.length === 0 || programs.includes(programSlug)) &&
    (plans.length === 0 || plans.includes(planId))
  );
}

/** '10% off' or '₹500 off': what a code gives, as the cart and the console say it. */
export function offerLabel(terms: Pick<OfferTerms, 'kind' | 'percent' | 'amount_paise'>): string {
  return terms.kind === 'percent'
    ? `${terms.percent ?? 0}% off`
    : `${formatPaise(terms.amount_paise ?? 0)} off`;
}

/** 'Asha' of 'Asha Rao': a referrer's full name stays with the business. */
export const firstNameOf = (fullName: string): string => fullName.trim().split(/\s+/)[0] ?? '';

/** How a code is shown once applied: 'Code SPRING25 applied: 10% off, thanks to Asha.' */
export function appliedCodeText(offer: {
  code: string;
  label: string;
  referrer_first_name: string | null;
}): string {
  const thanks = offer.referrer_first_name ? `, thanks to ${offer.referrer_first_name}` : '';
  return `Code ${offer.code} applied: ${offer.label}${thanks}.`;
}

/** Codes are kept upper-case: ' spring25 ' is SPRING25. */
export const normaliseCode = (typed: string): string => typed.trim().toUpperCase();

export const REFERRAL_EMPTY = 'Please enter a code.';

/** Why a typed code gives no discount, in the words the learner reads beside the field. */
export const OFFER_REFUSALS = {
  /** Unknown, a draft or disabled: a learner can't tell these apart, and needn't. */
  unknown: 'Invalid referral code.',
  'not-started': 'This code is not valid yet.',
  ended: 'This code has expired.',
  'used-up': 'This code has been used up.',
  'used-by-learner': 'You have already used this code.',
  'not-applicable': "This code doesn't apply to the programs in your cart.",
} as const;
export type OfferRefusal = keyof typeof OFFER_REFUSALS;

/** Said when the last use went to another order placed at the same moment. */
export const OFFER_JUST_USED_UP = 'This code has just been used up.';

/** What the rules read of an offer, as it is stored. */
export interface OfferState {
  status: OfferStatus;
  /** ISO instants (UTC); null: no limit that side. */
  starts_at: string | null;
  ends_at: string | null;
  max_uses: number | null;
  max_uses_per_learner: number | null;
}

/** Orders holding a use of the code: all of them, and the learner's own. */
export interface OfferUses {
  uses: number;
  learner_uses: number;
}

/**
 * Why `offer` can't be used now, or null when it can. The window is [starts_at, ends_at): it
 * opens at its first instant and is over at its last. Whether it applies to the cart is the
 * price's question (pricing.ts), asked after this one.
 */
export function offerRefusal(
  offer: OfferState | undefined,
  uses: OfferUses,
  now: Date,
): OfferRefusal | null {
  if (!offer || offer.status !== 'live') return 'unknown';
  const at = now.getTime();
  if (offer.starts_at !== null && at < Date.parse(offer.starts_at)) return 'not-started';
  if (offer.ends_at !== null && at >= Date.parse(offer.ends_at)) return 'ended';
  if (offer.max_uses !== null && uses.uses >= offer.max_uses) return 'used-up';
  if (offer.max_uses_per_learner !== null && uses.learner_uses >= offer.max_uses_per_learner) {
    return 'used-by-learner';
  }
  return null;
}
