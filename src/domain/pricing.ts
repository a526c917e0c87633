import { planByName, type Plan } from './catalogue/plans.ts';
import { findProgram, type Program } from './catalogue/programs.ts';
import { allocate } from './gst/tax-split.ts';
import { rupeesToPaise } from './money.ts';
import { appliesToLine, OFFER_REFUSALS, type OfferTerms } from './offers.ts';

/** A cart line as browsers send it: program and plan by name. */
export interface CartLine {
  program: string;
  plan: string;
}

export interface PricedLine {
  program: Program;
  plan: Plan;
  plan_paise: number;
  /** The line's share of the discount: none on a line the offer does not apply to. */
  discount_paise: number;
}

/** Every amount in paise. */
export interface Quote {
  lines: PricedLine[];
  original_paise: number;
  discount_paise: number;
  total_paise: number;
  /** The offer the discount comes from, as the server resolved it from the code. */
  offer: OfferTerms | undefined;
}

export type QuoteResult =
  { ok: true; quote: Quote } | { ok: false; error: string; field: 'cart' | 'referral_code' };

/**
 * The discounted total is the total minus its rounded discount, halves rounded up.
 * Worked in whole percent so that no binary fraction (0.1 is not exact) can tip a half.
 */
export function discountOf(total: number, fraction: number): number {
  const percent = Math.round(fraction * 100);
  return Math.floor((total * percent + 50) / 100);
}

/**
 * What makes two cart lines the same purchase: the program and plan they resolve to, so the old
 * 'Primum Plan' spelling is the Premium Plan. Names the catalogue does not know compare as typed.
 */
export function cartLineKey(line: CartLine): string {
  const program = findProgram(line.program)?.slug ?? line.program.trim().toLowerCase();
  const plan = planByName(line.plan)?.id ?? line.plan.trim().toLowerCase();
  return `${program}|${plan}`;
}

export const sameCartLine = (a: CartLine, b: CartLine) => cartLineKey(a) === cartLineKey(b);

/** A program and plan is bought once per cart, as 'Add Cart' already enforces. */
export const duplicateLine = (program: Program, plan: Plan) =>
  `${program.name}, ${plan.name} is in the cart twice.`;

/** A program the owner has unlisted: its learners keep it, no one buys it. */
export const notOnSale = (program: Program) =>
  `${program.name} is not on sale at the moment. Remove it from your cart.`;

/** One plan per program: a second plan of the same program replaces the first in the cart. */
export const twoPlansOfOneProgram = (program: Program) =>
  `${program.name} is in the cart with two plans. Keep one plan per program.`;

/**
 * What an offer takes off lines worth `eligiblePaise`: a percent is the rounded percent of the
 * rupee total, so a whole rupee amount (as the 10% referral codes always gave); a fixed amount
 * is taken off whole, but never more than those lines cost.
 */
function offerDiscount(offer: OfferTerms, eligiblePaise: number): number {
  if (offer.kind === 'percent') {
    return rupeesToPaise(discountOf(eligiblePaise / 100, (offer.percent ?? 0) / 100));
  }
  return Math.min(offer.amount_paise ?? 0, eligiblePaise);
}

/**
 * What a cart costs in paise, decided from the catalogue and an offer the server has already
 * resolved from its code: each plan's price, their sum, the discount on the lines the offer
 * applies to, and the total. The server runs this on every quote and order; this code never
 * sees a code it has not been handed.
 */
export function quoteCart(lines: readonly CartLine[], offer?: OfferTerms): QuoteResult {
  const priced: Array<Omit<PricedLine, 'discount_paise'>> = [];
  const seen = new Set<string>();
  const programs = new Set<string>();
  for (const line of lines) {
    const program = findProgram(line.program);
    if (!program) return { ok: false, error: `Unknown program: ${line.program}.`, field: 'cart' };
    const plan = planByName(line.plan);
    if (!plan) return { ok: false, error: `Unknown plan: ${line.plan}.`, field: 'cart' };
    const key = cartLineKey(line);
    if (seen.has(key)) return { ok: false, error: duplicateLine(program, plan), field: 'cart' };
    if (programs.has(program.slug)) {
      return { ok: false, error: twoPlansOfOneProgram(program), field: 'cart' };
    }
    if (!program.listed) return { ok: false, error: notOnSale(program), field: 'cart' };
    seen.add(key);
    programs.add(program.slug);
    // The price published now; an order keeps the one it was placed at.
    priced.push({ program, plan, plan_paise: program.prices[plan.id] });
  }
  const eligible = priced.map(
    (line) =>
      offer !== undefined && appliesToLine(offer.applies_to, line.program.slug, line.plan.id),
  );
  // An empty cart may hold a code: it is checked again against what is added.
  if (offer && priced.length > 0 && !eligible.includes(true)) {
    return { ok: false, error: OFFER_REFUSALS['not-applicable'], field: 'referral_code' };
  }
  const original = priced.reduce((sum, line) => sum + line.plan_paise, 0);
  const weights = priced.map((line, i) => (eligible[i] ? line.plan_paise : 0));
  const discount = offer
    ? offerDiscount(
        offer,
        weights.reduce((a, b) => a + b, 0),
      )
    : 0;
  const shares = allocate(discount, weights);
  return {
    ok: true,
    quote: {
      lines: priced.map((line, i) => ({ ...line, discount_paise: shares[i]! })),
      original_paise: original,
      discount_paise: discount,
      total_paise: original - discount,
      offer,
    },
  };
}
