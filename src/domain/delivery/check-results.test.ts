import { describe, expect, it } from 'vitest';
import { checksSummary, type CheckStanding } from './check-results.ts';

const standing = (module_index: number, fields: Partial<CheckStanding>): CheckStanding => ({
  module_index,
  attempts_used: 0,
  passed: false,
  best: null,
  stuck: false,
  ...fields,
});

describe('a learner’s checks in one line', () => {
  it('counts the passed ones and names the modules they are stuck on', () => {
    expect(checksSummary([standing(0, { passed: true }), standing(1, {})])).toBe(
      'Checks: 1 of 2 passed',
    );
    expect(
      checksSummary([
        standing(0, { passed: true }),
        standing(3, { stuck: true }),
        standing(4, { stuck: true }),
      ]),
    ).toBe('Checks: 1 of 3 passed · stuck on modules 4, 5');
    expect(checksSummary([standing(2, { stuck: true })])).toBe(
      'Checks: 0 of 1 passed · stuck on module 3',
    );
  });
});
