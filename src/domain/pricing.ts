import { planByName, type Plan } from './catalogue/plans.ts';
import { findProgram, type Program } from './catalogue/programs.ts';
import { rupeesToPaise } from './money.ts';
import { findReferral, type Referral } from './referrals.ts';

/** A cart line as browsers send it: program and plan by name. */
export interface CartLine {
  program: string;
  plan: string;
}

export interface PricedLine {
  program: Program;
  plan: Plan;
  plan_paise: number;
}

/** Every amount in paise. */
export interface Quote {
  lines: PricedLine[];
  original_paise: number;
  discount_paise: number;
  total_paise: number;
  referral: Referral | undefined;
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

/** One plan per program: a second plan of the same program replaces the first in the cart. */
export const twoPlansOfOneProgram = (program: Program) =>
  `${program.name} is in the cart with two plans. Keep one plan per program.`;

/**
 * What a cart costs in paise, decided from the catalogue alone: each plan's price, their sum,
 * the referral discount and the total. The server runs this on every order; the browser shows it.
 */
export function quoteCart(lines: readonly CartLine[], referralCode?: string): QuoteResult {
  const priced: PricedLine[] = [];
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
    seen.add(key);
    programs.add(program.slug);
    priced.push({ program, plan, plan_paise: rupeesToPaise(plan.price) });
  }
  let referral: Referral | undefined;
  if (referralCode !== undefined && referralCode.trim() !== '') {
    referral = findReferral(referralCode);
    if (!referral) return { ok: false, error: 'Invalid referral code.', field: 'referral_code' };
  }
  const original = priced.reduce((sum, line) => sum + line.plan_paise, 0);
  // The discount is the rounded 10% of the rupee total the cart shows, so a whole rupee amount.
  const discount = referral ? rupeesToPaise(discountOf(original / 100, referral.discount)) : 0;
  return {
    ok: true,
    quote: {
      lines: priced,
      original_paise: original,
      discount_paise: discount,
      total_paise: original - discount,
      referral,
    },
  };
}
