import { describe, expect, it } from 'vitest';
import { B2CL_LIMIT_PAISE, isB2cLarge } from './b2c-large.ts';

describe('B2C Large (GSTR-1 table 5)', () => {
  const sale = { placeOfSupply: '27', sellerState: '29', invoicePaise: B2CL_LIMIT_PAISE + 1 };

  it('takes an inter-state sale to an unregistered buyer worth more than one lakh', () => {
    expect(B2CL_LIMIT_PAISE).toBe(10_000_000);
    expect(isB2cLarge(sale)).toBe(true);
  });

  it('leaves out one worth one lakh exactly: the rule says more than', () => {
    expect(isB2cLarge({ ...sale, invoicePaise: B2CL_LIMIT_PAISE })).toBe(false);
  });

  it('leaves out a sale within the seller’s state, however large', () => {
    expect(isB2cLarge({ ...sale, placeOfSupply: '29', invoicePaise: 50 * B2CL_LIMIT_PAISE })).toBe(
      false,
    );
  });

  it('leaves out a registered buyer: theirs is B2B', () => {
    expect(isB2cLarge({ ...sale, buyerGstin: '27AAPFU0939F1ZV' })).toBe(false);
  });
});
