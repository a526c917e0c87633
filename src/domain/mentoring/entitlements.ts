import type { PlanTerms } from '../catalogue/live-catalogue.ts';
import { planByName, type Plan } from '../catalogue/plans.ts';

/** The two kinds of one-to-one session a learner books with a mentor. */
export const BOOKING_KINDS = ['mentorship', 'career'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/** How many sessions of a kind a plan includes, and how long each is. */
export interface KindAllowance {
  sessions: number;
  minutes: number;
}

/** What an enrolment gives beyond the modules: its plan's terms as they were bought. */
export interface Entitlements {
  mentorship: KindAllowance | null;
  career: KindAllowance | null;
  /** The cohort's webinars (sessions marked premium only). */
  webinars: boolean;
  /** How many of the program's projects, the first ones, a mentor gives feedback on. */
  projectFeedback: number;
}

const MENTORSHIP: KindAllowance = { sessions: 4, minutes: 30 };
const CAREER: KindAllowance = { sessions: 2, minutes: 45 };

/**
 * What each plan gave before the catalogue's terms were kept with each order line and
 * enrolment: only for a row that holds no terms. The plans' feature texts promise the same
 * numbers; entitlements.test.ts keeps the two in step.
 */
export const PLAN_ENTITLEMENTS: Record<Plan['id'], Entitlements> = {
  basic: { mentorship: null, career: null, webinars: false, projectFeedback: 0 },
  pro: { mentorship: MENTORSHIP, career: null, webinars: false, projectFeedback: 3 },
  premium: { mentorship: MENTORSHIP, career: CAREER, webinars: true, projectFeedback: 3 },
};

/** Entitlements by a plan's stored name alone; an unknown plan gives nothing extra. */
export function entitlementsOf(planName: string): Entitlements {
  const plan = planByName(planName);
  return plan ? PLAN_ENTITLEMENTS[plan.id] : PLAN_ENTITLEMENTS.basic;
}

/**
 * An enrolment's entitlements: the terms its plan was bought with, as published then, so that
 * a later change the owner publishes is for later buyers only. A row without terms falls back
 * to its plan's name.
 */
export function entitlementsFromTerms(terms: PlanTerms | null, planName: string): Entitlements {
  if (!terms) return entitlementsOf(planName);
  return {
    mentorship: terms.mentorship,
    career: terms.career,
    webinars: terms.webinars,
    projectFeedback: terms.projectFeedback,
  };
}

/** The entitlements of an order line or enrolment row, whose `terms` column is JSON PlanTerms. */
export const storedEntitlements = (row: { plan: string; terms: string | null }): Entitlements =>
  entitlementsFromTerms(row.terms === null ? null : (JSON.parse(row.terms) as PlanTerms), row.plan);

/** Words for a kind, as learners and mentors read them. */
export const KIND_WORDS: Record<BookingKind, { one: string; many: string; title: string }> = {
  mentorship: {
    one: 'one-to-one session',
    many: 'one-to-one sessions',
    title: 'One-to-one session',
  },
  career: {
    one: 'career guidance session',
    many: 'career guidance sessions',
    title: 'Career guidance session',
  },
};
