import { PLANS, planByName, type Plan } from '../catalogue/plans.ts';

/** The two kinds of one-to-one session a learner books with a mentor. */
export const BOOKING_KINDS = ['mentorship', 'career'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/** How many sessions of a kind a plan includes, and how long each is. */
export interface KindAllowance {
  sessions: number;
  minutes: number;
}

export interface Entitlements {
  mentorship: KindAllowance | null;
  career: KindAllowance | null;
  /** The cohort's webinars (sessions marked premium only). */
  webinars: boolean;
}

const MENTORSHIP: KindAllowance = { sessions: 4, minutes: 30 };
const CAREER: KindAllowance = { sessions: 2, minutes: 45 };

/**
 * What each plan gives beyond the modules. The plans' feature texts promise the same numbers;
 * entitlements.test.ts keeps the two in step.
 */
export const PLAN_ENTITLEMENTS: Record<Plan['id'], Entitlements> = {
  basic: { mentorship: null, career: null, webinars: false },
  pro: { mentorship: MENTORSHIP, career: null, webinars: false },
  premium: { mentorship: MENTORSHIP, career: CAREER, webinars: true },
};

/** An enrolment's entitlements by its plan's stored name; an unknown plan gives nothing extra. */
export function entitlementsOf(planName: string): Entitlements {
  const plan = planByName(planName);
  return plan ? PLAN_ENTITLEMENTS[plan.id] : PLAN_ENTITLEMENTS.basic;
}

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

/** The stored names of the plans whose learners see webinars. */
export const WEBINAR_PLANS: readonly string[] = PLANS.filter(
  (plan) => PLAN_ENTITLEMENTS[plan.id].webinars,
).map((plan) => plan.name);
