import { formatPaise } from '../money.ts';

/** The three plans every program is sold in; prices are rupees. */
export const PLANS = [
  {
    id: 'basic',
    name: 'Basic Plan',
    price: 4999,
    features: ['Access to every module', 'Community support', 'Verified digital certificate'],
  },
  {
    id: 'pro',
    name: 'Pro Plan',
    price: 9999,
    features: ['Everything in Basic', '1:1 mentorship sessions', 'Feedback on your projects'],
  },
  {
    id: 'premium',
    name: 'Premium Plan',
    price: 14999,
    features: ['Everything in Pro', 'Career guidance', 'Exclusive webinars'],
  },
] as const;

export type Plan = (typeof PLANS)[number];
export type PlanName = Plan['name'];

/** Reads a plan name as stored by browsers, including the old 'Primum Plan' spelling. */
export function planByName(name: string): Plan | undefined {
  const normalised = name.trim().toLowerCase() === 'primum plan' ? 'Premium Plan' : name.trim();
  return PLANS.find((p) => p.name.toLowerCase() === normalised.toLowerCase());
}

/** ₹14,999 and ₹1,24,999: Indian digit grouping. */
export function formatRupees(amount: number): string {
  return formatPaise(Math.round(amount) * 100);
}
