import { describe, expect, it } from 'vitest';
import { formatPaise, parseRupees } from './money.ts';

describe('money', () => {
  it('shows paise as rupees in Indian grouping', () => {
    expect(formatPaise(499900)).toBe('₹4,999');
    expect(formatPaise(12499950)).toBe('₹1,24,999.50');
    expect(formatPaise(0)).toBe('₹0');
    expect(formatPaise(-250050)).toBe('-₹2,500.50');
    expect(formatPaise(1_00_00_000_05)).toBe('₹1,00,00,000.05');
  });

  it('writes amounts exactly as the en-IN locale does', () => {
    const whole = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    const decimal = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
    });
    const amounts = [0, 1, 99, 100, 999, 1000, 99_999, 1_00_000, 12_34_567, 9_99_99_999, 10 ** 11];
    for (const rupees of amounts) {
      expect(formatPaise(rupees * 100)).toBe(whole.format(rupees));
      expect(formatPaise(rupees * 100 + 7)).toBe(decimal.format(rupees + 0.07));
    }
  });

  it('reads typed rupees as paise without floating point', () => {
    expect(parseRupees('4999')).toBe(499900);
    expect(parseRupees('₹ 4,999.5')).toBe(499950);
    expect(parseRupees('0.29')).toBe(29);
    expect(parseRupees('1,24,999.99')).toBe(12499999);
    for (const bad of ['', 'abc', '1.234', '-5', '1e3']) expect(parseRupees(bad)).toBeUndefined();
  });
});
