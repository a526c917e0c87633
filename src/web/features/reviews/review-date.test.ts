import { describe, expect, it } from 'vitest';
import { reviewDate } from './review-list.tsx';

describe('the date under a review', () => {
  it('reads as the en-IN locale writes it', () => {
    const locale = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    const everyMonth = Array.from({ length: 12 }, (_, m) => new Date(Date.UTC(2026, m, 9, 12)));
    for (const iso of [
      ...everyMonth.map((date) => date.toISOString()),
      '2026-01-01T00:00:00Z',
      '2026-02-28T18:29:59Z',
      '2027-12-31T23:59:59Z',
    ]) {
      expect(reviewDate(iso)).toBe(locale.format(new Date(iso)));
    }
    expect(reviewDate('2026-11-24T06:30:00Z')).toMatch(/^2[45] Nov 2026$/);
  });
});
