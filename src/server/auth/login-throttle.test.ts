import { expect, it } from 'vitest';
import { accountDelayMs, MAX_ACCOUNT_DELAY_MS } from './login-throttle.ts';

it('delays an account only after its first failures, doubling, capped at a minute', () => {
  expect([0, 4].map(accountDelayMs)).toEqual([0, 0]);
  expect([5, 6, 7].map(accountDelayMs)).toEqual([500, 1000, 2000]);
  expect(accountDelayMs(12)).toBe(MAX_ACCOUNT_DELAY_MS);
  expect(accountDelayMs(10_000)).toBe(MAX_ACCOUNT_DELAY_MS);
});
