import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLANS } from './catalogue/plans.ts';
import { PROGRAMS } from './catalogue/programs.ts';
import { cartLineKey, discountOf, quoteCart, sameCartLine } from './pricing.ts';
import { normaliseCode, offerRefusal, type OfferState, type OfferTerms } from './offers.ts';
import { upiAppLink, upiLink } from './upi.ts';

/** A 10% referral code for everything, as the server resolves one from the database. */
const TEN_PERCENT: OfferTerms = {
  code: 'MAV25C',
  kind: 'percent',
  percent: 10,
  amount_paise: null,
  applies_to: { programs: [], plans: [] },
  referrer_first_name: 'Chetan',
};

describe('offers', () => {
  const live: OfferState = {
    status: 'live',
    starts_at: '2026-12-01T00:00:00.000Z',
    ends_at: '2026-12-31T00:00:00.000Z',
    max_uses: 10,
    max_uses_per_learner: 1,
  };
  const unused = { uses: 0, learner_uses: 0 };
  const at = (iso: string) => new Date(iso);

  it('are typed trimmed and whatever the case', () => {
    expect(normaliseCode(' mav25c ')).toBe('MAV25C');
    expect(normaliseCode('  MaV25q')).toBe('MAV25Q');
  });

  it('are refused unknown, as drafts and disabled; outside their window; and once used up', () => {
    const now = at('2026-12-10T00:00:00.000Z');
    expect(offerRefusal(undefined, unused, now)).toBe('unknown');
    expect(offerRefusal({ ...live, status: 'draft' }, unused, now)).toBe('unknown');
    expect(offerRefusal({ ...live, status: 'disabled' }, unused, now)).toBe('unknown');
    expect(offerRefusal(live, unused, at('2026-11-30T23:59:59.999Z'))).toBe('not-started');
    expect(offerRefusal(live, unused, at('2026-12-01T00:00:00.000Z'))).toBeNull();
    expect(offerRefusal(live, unused, at('2026-12-30T23:59:59.999Z'))).toBeNull();
    expect(offerRefusal(live, unused, at('2026-12-31T00:00:00.000Z'))).toBe('ended');
    expect(offerRefusal(live, { uses: 9, learner_uses: 0 }, now)).toBeNull();
    expect(offerRefusal(live, { uses: 10, learner_uses: 0 }, now)).toBe('used-up');
    expect(offerRefusal(live, { uses: 3, learner_uses: 1 }, now)).toBe('used-by-learner');
    const unlimited = { ...live, starts_at: null, ends_at: null, max_uses: null };
    expect(
      offerRefusal(
        { ...unlimited, max_uses_per_learner: null },
        { uses: 9999, learner_uses: 99 },
        now,
      ),
    ).toBeNull();
  });
});

describe('quoting a cart', () => {
  it('prices each plan from the catalogue and takes 10% off with a code', () => {
    const result = quoteCart(
      [
        { program: 'Python', plan: 'Pro Plan' },
        { program: 'Data Analytics', plan: 'Primum Plan' },
      ],
      TEN_PERCENT,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.quote.lines.map((l) => l.plan_paise)).toEqual([999900, 1499900]);
    expect(result.quote.original_paise).toBe(2499800);
    expect(result.quote.discount_paise).toBe(250000);
    expect(result.quote.total_paise).toBe(2249800);
    // Shared across the lines by price, as the invoice shares it.
    expect(result.quote.lines.map((l) => l.discount_paise)).toEqual([99998, 150002]);
    expect(result.quote.offer?.code).toBe('MAV25C');
  });

  it('takes an offer off the lines it applies to only, and says so when none does', () => {
    const cart = [
      { program: 'Python', plan: 'Pro Plan' },
      { program: 'Java', plan: 'Basic Plan' },
      { program: 'Excel', plan: 'Pro Plan' },
    ];
    const python = { ...TEN_PERCENT, applies_to: { programs: ['python'], plans: [] } };
    expect(quoteCart(cart, python)).toMatchObject({
      ok: true,
      quote: {
        original_paise: 2499700,
        discount_paise: 100000,
        total_paise: 2399700,
        lines: [{ discount_paise: 100000 }, { discount_paise: 0 }, { discount_paise: 0 }],
      },
    });
    // With programs and plans both named, a line must match both.
    const proOfPython = {
      ...TEN_PERCENT,
      applies_to: { programs: ['python', 'java'], plans: ['pro'] },
    };
    expect(quoteCart(cart, proOfPython)).toMatchObject({
      ok: true,
      quote: { discount_paise: 100000 },
    });
    const proPlans = { ...TEN_PERCENT, applies_to: { programs: [], plans: ['pro'] } };
    // 10% of ₹19,998 is ₹1,999.80: ₹2,000 in whole rupees, shared over the two Pro lines.
    expect(quoteCart(cart, proPlans)).toMatchObject({
      ok: true,
      quote: {
        discount_paise: 200000,
        lines: [{ discount_paise: 100000 }, { discount_paise: 0 }, { discount_paise: 100000 }],
      },
    });
    const premium = { ...TEN_PERCENT, applies_to: { programs: [], plans: ['premium'] } };
    expect(quoteCart(cart, premium)).toEqual({
      ok: false,
      error: "This code doesn't apply to the programs in your cart.",
      field: 'referral_code',
    });
    // An empty cart keeps its code: it is checked again against what is added.
    expect(quoteCart([], premium)).toMatchObject({ ok: true, quote: { discount_paise: 0 } });
  });

  it('takes a fixed amount off, never more than the lines it applies to cost', () => {
    const fiveHundred: OfferTerms = {
      ...TEN_PERCENT,
      code: 'SAVE500',
      kind: 'amount',
      percent: null,
      amount_paise: 50000,
      referrer_first_name: null,
    };
    expect(quoteCart([{ program: 'Python', plan: 'Basic Plan' }], fiveHundred)).toMatchObject({
      ok: true,
      quote: { original_paise: 499900, discount_paise: 50000, total_paise: 449900 },
    });
    const huge = {
      ...fiveHundred,
      amount_paise: 1_000_000,
      applies_to: { programs: ['java'], plans: [] },
    };
    expect(
      quoteCart(
        [
          { program: 'Python', plan: 'Pro Plan' },
          { program: 'Java', plan: 'Basic Plan' },
        ],
        huge,
      ),
    ).toMatchObject({
      ok: true,
      quote: {
        original_paise: 1499800,
        discount_paise: 499900,
        total_paise: 999900,
        lines: [{ discount_paise: 0 }, { discount_paise: 499900 }],
      },
    });
  });

  it('rounds the discount as the spec says: total minus its rounded 10%, halves up', () => {
    expect(discountOf(4999, 0.1)).toBe(500);
    expect(discountOf(9999, 0.1)).toBe(1000);
    expect(discountOf(14999, 0.1)).toBe(1500);
    expect(discountOf(24995, 0.1)).toBe(2500);
    expect(discountOf(5, 0.1)).toBe(1);
    expect(discountOf(4, 0.1)).toBe(0);
    expect(discountOf(15, 0.1)).toBe(2);
    expect(discountOf(0, 0.1)).toBe(0);
  });

  it('takes 2500 off five Basic plans (24995), whose 10% is exactly a half', () => {
    const cart = ['Python', 'Java', 'Excel', 'Data Analytics', 'Full Stack Development'].map(
      (program) => ({ program, plan: 'Basic Plan' }),
    );
    const result = quoteCart(cart, { ...TEN_PERCENT, code: 'MAV25A' });
    expect(result).toMatchObject({
      ok: true,
      quote: { original_paise: 2499500, discount_paise: 250000, total_paise: 2249500 },
    });
  });

  it('refuses the same program and plan twice, whatever the spelling', () => {
    expect(
      quoteCart([
        { program: 'Data Analytics', plan: 'Premium Plan' },
        { program: 'data analytics ', plan: 'Primum Plan' },
      ]),
    ).toEqual({
      ok: false,
      error: 'Data Analytics, Premium Plan is in the cart twice.',
      field: 'cart',
    });
  });

  it('keeps one plan per program', () => {
    expect(
      quoteCart([
        { program: 'Python', plan: 'Pro Plan' },
        { program: 'python', plan: 'Premium Plan' },
      ]),
    ).toEqual({
      ok: false,
      error: 'Python is in the cart with two plans. Keep one plan per program.',
      field: 'cart',
    });
  });

  it('reads a line by the program and plan it resolves to', () => {
    const premium = { program: 'Python', plan: 'Premium Plan' };
    expect(sameCartLine(premium, { program: 'python', plan: 'Primum Plan' })).toBe(true);
    expect(sameCartLine(premium, { program: 'Python', plan: 'Pro Plan' })).toBe(false);
    expect(sameCartLine(premium, { program: 'Java', plan: 'Premium Plan' })).toBe(false);
    expect(cartLineKey({ program: 'Astrology', plan: 'Gold Plan' })).toBe('astrology|gold plan');
  });

  it('refuses an unknown program or plan', () => {
    expect(quoteCart([{ program: 'Astrology', plan: 'Pro Plan' }])).toMatchObject({
      ok: false,
      field: 'cart',
    });
    expect(quoteCart([{ program: 'Python', plan: 'Gold Plan' }])).toMatchObject({
      ok: false,
      field: 'cart',
    });
  });

  // A cart holds each program once, in one plan, as 'Add Cart' keeps it.
  const lines = fc.uniqueArray(
    fc.record({
      program: fc.constantFrom(...PROGRAMS.map((p) => p.name)),
      plan: fc.constantFrom(...PLANS.map((p) => p.name), 'Primum Plan'),
    }),
    { maxLength: 20, selector: (line) => line.program },
  );
  const code = fc.option(fc.constant(TEN_PERCENT), { nil: undefined });

  it('always adds up: total = original - discount, discount = 10% rounded half up, or 0', () => {
    fc.assert(
      fc.property(lines, code, (cart, referral) => {
        const result = quoteCart(cart, referral);
        if (!result.ok) return false;
        const { original_paise, discount_paise, total_paise, lines: priced } = result.quote;
        expect(original_paise).toBe(priced.reduce((sum, l) => sum + l.plan_paise, 0));
        // Integer arithmetic, not the implementation's formula: a tenth of the rupee total
        // rounded half up, in whole rupees.
        const rupees = original_paise / 100;
        expect(discount_paise).toBe(referral ? Math.floor((rupees + 5) / 10) * 100 : 0);
        expect(total_paise).toBe(original_paise - discount_paise);
        expect(priced.reduce((sum, l) => sum + l.discount_paise, 0)).toBe(discount_paise);
        expect(Number.isInteger(total_paise)).toBe(true);
        expect(total_paise).toBeGreaterThanOrEqual(0);
        expect(total_paise).toBeLessThanOrEqual(original_paise);
        return true;
      }),
    );
  });

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(lines, code, (cart, referral) => {
        const forward = quoteCart(cart, referral);
        const backward = quoteCart([...cart].reverse(), referral);
        return (
          forward.ok && backward.ok && forward.quote.total_paise === backward.quote.total_paise
        );
      }),
    );
  });
});

describe('UPI links', () => {
  const payment = {
    payeeId: 'mentora.pay@okicici',
    payeeName: 'Mentora Learning & Co',
    amountPaise: 2249800,
    reference: 'ORD-7K3M9Q2P',
    note: 'Order ORD-7K3M9Q2P',
  };

  it('carry payee, amount with two decimals, INR, the reference and a note', () => {
    expect(upiLink(payment)).toBe(
      'upi://pay?pa=mentora.pay@okicici&pn=Mentora%20Learning%20%26%20Co&am=22498.00&cu=INR&tr=ORD-7K3M9Q2P&tn=Order%20ORD-7K3M9Q2P',
    );
  });

  it('ask for exactly what is owed, to the paisa, and never turn nothing owed into a rupee', () => {
    expect(upiLink({ ...payment, amountPaise: 449905 })).toContain('&am=4499.05&');
    expect(upiLink({ ...payment, amountPaise: 7 })).toContain('&am=0.07&');
    expect(upiLink({ ...payment, amountPaise: 0 })).toContain('&am=0.00&');
  });

  it('open each app by its own scheme with the same payment', () => {
    const query = upiLink(payment).split('?')[1];
    expect(upiAppLink('gpay', payment)).toBe(`tez://upi/pay?${query}`);
    expect(upiAppLink('phonepe', payment)).toBe(`phonepe://pay?${query}`);
    expect(upiAppLink('paytm', payment)).toBe(`paytmmp://pay?${query}`);
    expect(upiAppLink('bhim', payment)).toBe(`upi://pay?${query}`);
  });

  it("encode !'()* too, and keep the @ of the payee address", () => {
    const link = upiLink({
      ...payment,
      payeeId: "o'brien(pay)@ok*bank!",
      payeeName: "Mentora (India)'s *best*!",
      note: 'Order (1)!',
    });
    expect(link).toBe(
      'upi://pay?pa=o%27brien%28pay%29@ok%2Abank%21&pn=Mentora%20%28India%29%27s%20%2Abest%2A%21&am=22498.00&cu=INR&tr=ORD-7K3M9Q2P&tn=Order%20%281%29%21',
    );
    expect(link.split('?')[1]).not.toMatch(/[!'()*]/);
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
