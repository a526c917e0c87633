import { planByName, type Plan } from './catalogue/plans.ts';
import { PROGRAMS, type Program } from './catalogue/programs.ts';
import { findReferral, type Referral } from './referrals.ts';

/** A cart line as browsers send it: program and plan by name. */
export interface CartLine {
  program: string;
  plan: string;
}

export interface PricedLine {
  program: Program;
  plan: Plan;
  plan_amount: number;
}

export interface Quote {
  lines: PricedLine[];
  original_amount: number;
  discount_amount: number;
  total: number;
  referral: Referral | undefined;
}

export type QuoteResult =
  { ok: true; quote: Quote } | { ok: false; error: string; field: 'cart' | 'referral_code' };

const byName = new Map(PROGRAMS.map((p) => [p.name.toLowerCase(), p]));

/** A program named as on its page ('Full Stack Development'), or by its slug. */
export function programByName(name: string): Program | undefined {
  const key = name.trim().toLowerCase();
  return byName.get(key) ?? PROGRAMS.find((p) => p.slug === key);
}

/** SPEC §9: the discounted total is the total minus its rounded discount. */
export function discountOf(total: number, fraction: number): number {
  return Math.round(total * fraction);
}

/**
 * What a cart costs, decided from the catalogue alone: each plan's price, their sum, the
 * referral discount and the total. The server runs this on every order; the browser shows it.
 */
export function quoteCart(lines: readonly CartLine[], referralCode?: string): QuoteResult {
  const priced: PricedLine[] = [];
  for (const line of lines) {
    const program = programByName(line.program);
    if (!program) return { ok: false, error: `Unknown program: ${line.program}.`, field: 'cart' };
    const plan = planByName(line.plan);
    if (!plan) return { ok: false, error: `Unknown plan: ${line.plan}.`, field: 'cart' };
    priced.push({ program, plan, plan_amount: plan.price });
  }
  let referral: Referral | undefined;
  if (referralCode !== undefined && referralCode.trim() !== '') {
    referral = findReferral(referralCode);
    if (!referral) return { ok: false, error: 'Invalid referral code.', field: 'referral_code' };
  }
  const original = priced.reduce((sum, line) => sum + line.plan_amount, 0);
  const discount = referral ? discountOf(original, referral.discount) : 0;
  return {
    ok: true,
    quote: {
      lines: priced,
      original_amount: original,
      discount_amount: discount,
      total: original - discount,
      referral,
    },
  };
}
