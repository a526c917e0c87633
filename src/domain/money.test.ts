import { describe, expect, it } from 'vitest';
import { formatPaise, parseRupees } from './money.ts';

describe('money', () => {
  it('shows paise as rupees in Indian grouping', () => {
    expect(formatPaise(499900)).toBe('₹4,999');
    expect(formatPaise(12499950)).toBe('₹1,24,999.50');
    expect(formatPaise(0)).toBe('₹0');
  });

  it('reads typed rupees as paise without floating point', () => {
    expect(parseRupees('4999')).toBe(499900);
    expect(parseRupees('₹ 4,999.5')).toBe(499950);
    expect(parseRupees('0.29')).toBe(29);
    expect(parseRupees('1,24,999.99')).toBe(12499999);
    for (const bad of ['', 'abc', '1.234', '-5', '1e3']) expect(parseRupees(bad)).toBeUndefined();
  });
});
