import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planRefund, refundableOf, type RefundableLine } from './refund-plan.ts';

const line = (id: number, paid: number, refunded = 0, ended = false): RefundableLine => ({
  id,
  paid_paise: paid,
  refunded_paise: refunded,
  ended,
});

describe('planning a refund', () => {
  it('never gives back more of a line than is left of it, whatever refunds came before', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 2_000_000 }), { minLength: 1, maxLength: 5 }),
        fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.integer()), {
          maxLength: 6,
        }),
        (prices, refunds) => {
          let lines = prices.map((paid, i) => line(i + 1, paid));
          for (const [fraction, pick] of refunds) {
            const open = lines.filter((l) => !l.ended);
            const byLine = pick % 2 === 0 && open.length > 0;
            const chosen = byLine ? [open[Math.abs(pick) % open.length]!.id] : [];
            const most = byLine
              ? refundableOf(lines.filter((l) => chosen.includes(l.id)))
              : refundableOf(lines);
            const amount = Math.floor(most * fraction);
            if (amount < 1) continue;
            const plan = planRefund(lines, { lines: chosen, amount_paise: amount });
            if (!plan.ok) throw new Error(plan.message);
            expect(plan.shares.reduce((sum, s) => sum + s.paise, 0)).toBe(amount);
            lines = lines.map((l) => {
              const share = plan.shares.find((s) => s.id === l.id)?.paise ?? 0;
              return {
                ...l,
                refunded_paise: l.refunded_paise + share,
                ended: l.ended || plan.ending.includes(l.id),
              };
            });
            for (const l of lines) expect(l.refunded_paise).toBeLessThanOrEqual(l.paid_paise);
            expect(plan.status).toBe(refundableOf(lines) === 0 ? 'refunded' : 'partly_refunded');
          }
        },
      ),
    );
  });

  it('refuses a line already ended, one not on the order, and more than is left', () => {
    const lines = [line(1, 999_900, 999_900, true), line(2, 499_900, 66_662)];
    expect(planRefund(lines, { lines: [1], amount_paise: 100 })).toMatchObject({
      ok: false,
      field: 'lines',
    });
    expect(planRefund(lines, { lines: [3], amount_paise: 100 })).toEqual({
      ok: false,
      field: 'lines',
      message: 'Choose programs of this order.',
    });
    expect(planRefund(lines, { lines: [], amount_paise: 433_239 })).toEqual({
      ok: false,
      field: 'amount_paise',
      message: 'The refund can be at most what is left of the order, ₹4,332.38.',
    });
    expect(planRefund(lines, { lines: [2], amount_paise: 433_238 })).toEqual({
      ok: true,
      shares: [{ id: 2, paise: 433_238 }],
      ending: [2],
      status: 'refunded',
    });
  });
});
