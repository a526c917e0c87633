import { formatPaise } from '../money.ts';

/**
 * The three plans every program is sold in; prices are rupees. Each feature says what it holds
 * in numbers, so that a buyer knows what they get and the learner's space can count it down.
 */
export const PLANS = [
  {
    id: 'basic',
    name: 'Basic Plan',
    price: 4999,
    features: [
      'Every module, with lifetime access',
      'Live cohort sessions or self-paced',
      'Community support',
      'Verified digital certificate',
    ],
  },
  {
    id: 'pro',
    name: 'Pro Plan',
    price: 9999,
    features: [
      'Everything in Basic',
      '4 one-to-one sessions of 30 minutes',
      'Feedback on 3 projects',
    ],
  },
  {
    id: 'premium',
    name: 'Premium Plan',
    price: 14999,
    features: [
      'Everything in Pro',
      '2 career guidance sessions of 45 minutes',
      'Monthly live webinars',
    ],
  },
] as const;

export type Plan = (typeof PLANS)[number];
export type PlanName = Plan['name'];

/** Reads a plan name as stored by browsers, including the old 'Primum Plan' spelling. */
export function planByName(name: string): Plan | undefined {
  const normalised = name.trim().toLowerCase() === 'primum plan' ? 'Premium Plan' : name.trim();
  return PLANS.find((p) => p.name.toLowerCase() === normalised.toLowerCase());
}

/** A plan's price in paise, as the catalogue's import first wrote it. */
export const rupeesToPaiseOf = (plan: Plan) => plan.price * 100;

/** ₹14,999 and ₹1,24,999: Indian digit grouping. */
export function formatRupees(amount: number): string {
  return formatPaise(Math.round(amount) * 100);
}
