import { expect, it } from 'vitest';
import { accountDelayMs, MAX_ACCOUNT_DELAY_MS } from './login-throttle.ts';

it('delays an account only after its first failures, doubling, capped at 10 s', () => {
  expect(MAX_ACCOUNT_DELAY_MS).toBe(10_000);
  expect([0, 4].map(accountDelayMs)).toEqual([0, 0]);
  expect([5, 6, 7, 8, 9].map(accountDelayMs)).toEqual([500, 1000, 2000, 4000, 8000]);
  expect(accountDelayMs(10)).toBe(10_000);
  expect(accountDelayMs(10_000)).toBe(10_000);
});
