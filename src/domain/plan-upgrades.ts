import { PLANS, planByName, type Plan } from './catalogue/plans.ts';
import { findProgram, type Program } from './catalogue/programs.ts';

// Without zod: the program page and "My programs" read these, and neither loads zod eagerly.

/** 'Pro' for the 'Pro Plan': how buttons and dialogs name a plan. */
export const shortPlanName = (name: string) => name.replace(/ Plan$/, '');

/** The plans above the one named (Basic < Pro < Premium), cheapest first; none for an unknown. */
export function higherPlans(current: string): Plan[] {
  const plan = planByName(current);
  return plan ? PLANS.slice(PLANS.indexOf(plan) + 1) : [];
}

/**
 * What moving up from one plan to another of `program` costs: the difference of their prices
 * as published now (the catalogue keeps a higher plan dearer). Both are GST-inclusive, so the
 * difference is too; no referral code or discount applies to it.
 */
export const upgradePaise = (program: Pick<Program, 'prices'>, from: Plan, to: Plan): number =>
  program.prices[to.id] - program.prices[from.id];

export type UpgradeQuote =
  | { ok: true; from: Plan; to: Plan; plan_paise: number }
  | { ok: false; status: 400 | 409; error: string };

/**
 * The price of moving an enrolment of `programName` from its `current` plan to the `wanted` one,
 * both by name: refused when the wanted plan is unknown (400) or not above the current (409).
 */
export function quoteUpgrade(programName: string, current: string, wanted: string): UpgradeQuote {
  const to = planByName(wanted);
  if (!to) return { ok: false, status: 400, error: `Unknown plan: ${wanted}.` };
  const from = planByName(current);
  if (!from) {
    return { ok: false, status: 409, error: `Your ${programName} plan can't be upgraded.` };
  }
  if (from === to) {
    return {
      ok: false,
      status: 409,
      error: `You are already on the ${to.name} of ${programName}.`,
    };
  }
  if (!higherPlans(from.name).includes(to)) {
    return {
      ok: false,
      status: 409,
      error: `The ${to.name} is below your ${from.name} of ${programName}. Choose a higher plan.`,
    };
  }
  const program = findProgram(programName);
  if (!program) return { ok: false, status: 400, error: `Unknown program: ${programName}.` };
  return { ok: true, from, to, plan_paise: upgradePaise(program, from, to) };
}

/** An order line by its plan, and the plan it moves up from when it is an upgrade. */
export interface LinePlan {
  plan: string;
  upgrade_from?: string | null;
}

/** 'Pro Plan', or 'Pro Plan (upgrade from Basic Plan)': what an invoice or a mail says of a line. */
export const linePlanWords = (line: LinePlan) =>
  line.upgrade_from ? `${line.plan} (upgrade from ${line.upgrade_from})` : line.plan;
