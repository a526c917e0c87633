import { describe, expect, it } from 'vitest';
import { PLANS } from '../catalogue/plans.ts';
import {
  entitlementsFromTerms,
  entitlementsOf,
  PLAN_ENTITLEMENTS,
  storedEntitlements,
} from './entitlements.ts';

const featuresOf = (id: string) => PLANS.find((p) => p.id === id)!.features as readonly string[];

describe('plan entitlements', () => {
  it('give the numbers the plans promise buyers', () => {
    const pro = PLAN_ENTITLEMENTS.pro.mentorship!;
    expect(featuresOf('pro')).toContain(
      `${pro.sessions} one-to-one sessions of ${pro.minutes} minutes`,
    );
    const career = PLAN_ENTITLEMENTS.premium.career!;
    expect(featuresOf('premium')).toContain(
      `${career.sessions} career guidance sessions of ${career.minutes} minutes`,
    );
    expect(featuresOf('premium')).toContain('Monthly live webinars');
    expect(featuresOf('pro')).toContain(
      `Feedback on ${PLAN_ENTITLEMENTS.pro.projectFeedback} projects`,
    );
    // Premium is 'Everything in Pro', so it keeps Pro's sessions.
    expect(featuresOf('premium')).toContain('Everything in Pro');
    expect(PLAN_ENTITLEMENTS.premium.mentorship).toEqual(pro);
  });

  it('give Basic, which promises none of them, nothing extra', () => {
    expect(featuresOf('basic').join(' ')).not.toMatch(/one-to-one|career|webinar/i);
    expect(PLAN_ENTITLEMENTS.basic).toEqual({
      mentorship: null,
      career: null,
      webinars: false,
      projectFeedback: 0,
    });
    expect(PLAN_ENTITLEMENTS.pro.career).toBeNull();
    expect(PLAN_ENTITLEMENTS.pro.webinars).toBe(false);
  });

  it('read plans by their stored names, old spelling included', () => {
    expect(entitlementsOf('Pro Plan').mentorship).toEqual({ sessions: 4, minutes: 30 });
    expect(entitlementsOf('Primum Plan').webinars).toBe(true);
    expect(entitlementsOf('Gold Plan')).toEqual(PLAN_ENTITLEMENTS.basic);
  });

  it('come from the terms a row was bought with, the plan name only for a row without', () => {
    const terms = {
      mentorship: { sessions: 6, minutes: 45 },
      career: null,
      webinars: false,
      projectFeedback: 2,
    };
    expect(entitlementsFromTerms(terms, 'Pro Plan')).toEqual(terms);
    expect(entitlementsFromTerms(null, 'Pro Plan')).toEqual(PLAN_ENTITLEMENTS.pro);
    expect(storedEntitlements({ plan: 'Pro Plan', terms: JSON.stringify(terms) })).toEqual(terms);
    expect(storedEntitlements({ plan: 'Premium Plan', terms: null })).toEqual(
      PLAN_ENTITLEMENTS.premium,
    );
  });
});
