import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLANS } from './catalogue/plans.ts';
import { PROGRAMS } from './catalogue/programs.ts';
import { discountOf, quoteCart } from './pricing.ts';
import { REFERRALS, findReferral } from './referrals.ts';
import { upiAppLink, upiLink } from './upi.ts';

describe('referral codes', () => {
  it('are the 17 codes MAV25A to MAV25Q at 10%, each with a referrer', () => {
    expect(REFERRALS.map((r) => r.code)).toEqual(
      'ABCDEFGHIJKLMNOPQ'.split('').map((letter) => `MAV25${letter}`),
    );
    for (const referral of REFERRALS) {
      expect(referral.discount).toBe(0.1);
      expect(referral.name.length).toBeGreaterThan(0);
    }
  });

  it('match trimmed and whatever the case', () => {
    expect(findReferral('mav25c ')?.code).toBe('MAV25C');
    expect(findReferral('  MaV25q')?.code).toBe('MAV25Q');
    expect(findReferral('MAV25R')).toBeUndefined();
    expect(findReferral('MAV25')).toBeUndefined();
    expect(findReferral('')).toBeUndefined();
  });
});

describe('quoting a cart', () => {
  it('prices each plan from the catalogue and takes 10% off with a code', () => {
    const result = quoteCart(
      [
        { program: 'Python', plan: 'Pro Plan' },
        { program: 'Data Analytics', plan: 'Primum Plan' },
      ],
      ' mav25c ',
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.quote.lines.map((l) => l.plan_amount)).toEqual([9999, 14999]);
    expect(result.quote.original_amount).toBe(24998);
    expect(result.quote.discount_amount).toBe(2500);
    expect(result.quote.total).toBe(22498);
    expect(result.quote.referral?.code).toBe('MAV25C');
  });

  it('rounds the discount as the spec says: total minus its rounded 10%', () => {
    expect(discountOf(4999, 0.1)).toBe(500);
    expect(discountOf(9999, 0.1)).toBe(1000);
    expect(discountOf(14999, 0.1)).toBe(1500);
    expect(discountOf(0, 0.1)).toBe(0);
  });

  it('refuses an unknown program, plan or code', () => {
    expect(quoteCart([{ program: 'Astrology', plan: 'Pro Plan' }])).toMatchObject({
      ok: false,
      field: 'cart',
    });
    expect(quoteCart([{ program: 'Python', plan: 'Gold Plan' }])).toMatchObject({
      ok: false,
      field: 'cart',
    });
    expect(quoteCart([{ program: 'Python', plan: 'Pro Plan' }], 'FRIEND50')).toEqual({
      ok: false,
      error: 'Invalid referral code.',
      field: 'referral_code',
    });
  });

  const lines = fc.array(
    fc.record({
      program: fc.constantFrom(...PROGRAMS.map((p) => p.name)),
      plan: fc.constantFrom(...PLANS.map((p) => p.name), 'Primum Plan'),
    }),
    { maxLength: 20 },
  );
  const code = fc.option(fc.constantFrom(...REFERRALS.map((r) => r.code)), { nil: undefined });

  it('always adds up: total = original - discount, discount = round(10%) or 0', () => {
    fc.assert(
      fc.property(lines, code, (cart, referral) => {
        const result = quoteCart(cart, referral);
        if (!result.ok) return false;
        const { original_amount, discount_amount, total, lines: priced } = result.quote;
        expect(original_amount).toBe(priced.reduce((sum, l) => sum + l.plan_amount, 0));
        expect(discount_amount).toBe(referral ? Math.round(original_amount * 0.1) : 0);
        expect(total).toBe(original_amount - discount_amount);
        expect(Number.isInteger(total)).toBe(true);
        expect(total).toBeGreaterThanOrEqual(0);
        expect(total).toBeLessThanOrEqual(original_amount);
        return true;
      }),
    );
  });

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(lines, code, (cart, referral) => {
        const forward = quoteCart(cart, referral);
        const backward = quoteCart([...cart].reverse(), referral);
        return forward.ok && backward.ok && forward.quote.total === backward.quote.total;
      }),
    );
  });
});

describe('UPI links', () => {
  const payment = {
    payeeId: 'mentora.pay@okicici',
    payeeName: 'Mentora Learning & Co',
    amount: 22498,
    reference: 'ORD-7K3M9Q2P',
    note: 'Order ORD-7K3M9Q2P',
  };

  it('carry payee, amount with two decimals, INR, the reference and a note', () => {
    expect(upiLink(payment)).toBe(
      'upi://pay?pa=mentora.pay@okicici&pn=Mentora%20Learning%20%26%20Co&am=22498.00&cu=INR&tr=ORD-7K3M9Q2P&tn=Order%20ORD-7K3M9Q2P',
    );
  });

  it('ask for 1 rupee when the total is 0', () => {
    expect(upiLink({ ...payment, amount: 0 })).toContain('&am=1.00&');
  });

  it('open each app by its own scheme with the same payment', () => {
    const query = upiLink(payment).split('?')[1];
    expect(upiAppLink('gpay', payment)).toBe(`tez://upi/pay?${query}`);
    expect(upiAppLink('phonepe', payment)).toBe(`phonepe://pay?${query}`);
    expect(upiAppLink('paytm', payment)).toBe(`paytmmp://pay?${query}`);
    expect(upiAppLink('bhim', payment)).toBe(`upi://pay?${query}`);
  });

  it('encode every value so that no parameter can be smuggled in', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (name, note) => {
        const url = new URL(upiLink({ ...payment, payeeName: name, note }));
        expect(url.searchParams.get('pn')).toBe(name);
        expect(url.searchParams.get('tn')).toBe(note);
        expect([...url.searchParams.keys()]).toEqual(['pa', 'pn', 'am', 'cu', 'tr', 'tn']);
      }),
    );
  });
});
