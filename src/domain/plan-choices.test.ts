import { describe, expect, it } from 'vitest';
import { MOST_CHOSEN_MIN, mostChosenPlan } from './plan-choices.ts';

describe('the most chosen plan', () => {
  it('is the plan with most paid choices, once there are enough of them', () => {
    expect(mostChosenPlan(new Map())).toBeNull();
    expect(mostChosenPlan(new Map([['Pro Plan', MOST_CHOSEN_MIN - 1]]))).toBeNull();
    expect(mostChosenPlan(new Map([['Pro Plan', MOST_CHOSEN_MIN]]))).toBe('Pro Plan');
    expect(
      mostChosenPlan(
        new Map([
          ['Basic Plan', 4],
          ['Pro Plan', 2],
          ['Premium Plan', 1],
        ]),
      ),
    ).toBe('Basic Plan');
  });

  it('is no plan when two lead together', () => {
    expect(
      mostChosenPlan(
        new Map([
          ['Basic Plan', 3],
          ['Pro Plan', 3],
        ]),
      ),
    ).toBeNull();
  });
});
