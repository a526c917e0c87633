import { describe, expect, it } from 'vitest';
import { PLANS } from './catalogue/plans.ts';
import {
  higherPlans,
  linePlanWords,
  quoteUpgrade,
  shortPlanName,
  upgradePaise,
} from './plan-upgrades.ts';
import { programOfLine } from './staff/revenue.ts';
import { lineName, refundChangeWords } from './staff/refund-lines.ts';

const [basic, pro, premium] = PLANS;

describe('upgrading a plan', () => {
  it('offers the plans above the current one, cheapest first', () => {
    expect(higherPlans('Basic Plan').map((p) => p.name)).toEqual(['Pro Plan', 'Premium Plan']);
    expect(higherPlans('Pro Plan').map((p) => p.name)).toEqual(['Premium Plan']);
    // The old spelling is the Premium Plan, the top one.
    expect(higherPlans('Primum Plan')).toEqual([]);
    expect(higherPlans('Gold Plan')).toEqual([]);
  });

  it('costs the difference of the two prices published now, in paise', () => {
    const python = { prices: { basic: 499_900, pro: 999_900, premium: 1_499_900 } };
    expect(upgradePaise(python, basic, pro)).toBe(500000);
    expect(upgradePaise(python, pro, premium)).toBe(500000);
    expect(upgradePaise(python, basic, premium)).toBe(1000000);
    // Going Basic → Pro → Premium costs what Basic → Premium does.
    expect(upgradePaise(python, basic, pro) + upgradePaise(python, pro, premium)).toBe(
      upgradePaise(python, basic, premium),
    );
    // After a price change, the difference of the new prices.
    const repriced = { prices: { basic: 399_900, pro: 899_950, premium: 1_499_900 } };
    expect(upgradePaise(repriced, basic, pro)).toBe(500_050);
  });

  it('is quoted only for a known plan above the current one', () => {
    expect(quoteUpgrade('Python', 'Basic Plan', ' pro plan ')).toEqual({
      ok: true,
      from: basic,
      to: pro,
      plan_paise: 500000,
    });
    expect(quoteUpgrade('Python', 'Basic Plan', 'Gold Plan')).toEqual({
      ok: false,
      status: 400,
      error: 'Unknown plan: Gold Plan.',
    });
    expect(quoteUpgrade('Python', 'Pro Plan', 'Pro Plan')).toEqual({
      ok: false,
      status: 409,
      error: 'You are already on the Pro Plan of Python.',
    });
    expect(quoteUpgrade('Python', 'Premium Plan', 'Basic Plan')).toEqual({
      ok: false,
      status: 409,
      error: 'The Basic Plan is below your Premium Plan of Python. Choose a higher plan.',
    });
  });

  it('names an upgrade line so that revenue still counts it under its program', () => {
    const line = { program: 'Python', plan: 'Pro Plan', upgrade_from: 'Basic Plan' };
    expect(linePlanWords(line)).toBe('Pro Plan (upgrade from Basic Plan)');
    expect(linePlanWords({ plan: 'Pro Plan', upgrade_from: null })).toBe('Pro Plan');
    expect(programOfLine(`${line.program}: ${linePlanWords(line)}`)).toBe('Python');
    expect(lineName(line)).toBe('Python (Pro Plan, upgrade from Basic Plan)');
    expect(shortPlanName('Premium Plan')).toBe('Premium');
  });

  it('tells staff that refunding an upgrade takes the plan back down, not the access', () => {
    const java = { program: 'Java', plan: 'Basic Plan' };
    const upgrade = { program: 'Python', plan: 'Pro Plan', upgrade_from: 'Basic Plan' };
    expect(refundChangeWords([upgrade], [])).toBe('Python goes back to the Basic Plan.');
    expect(refundChangeWords([java], [])).toBe('Access to Java (Basic Plan) ends.');
    expect(refundChangeWords([java], [{ program: 'SQL', plan: 'Pro Plan' }])).toBe(
      'Access to Java (Basic Plan) ends. SQL (Pro Plan) stays.',
    );
  });
});
