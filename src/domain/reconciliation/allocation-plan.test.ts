import { describe, expect, it } from 'vitest';
import { planAllocations } from './allocation-plan.ts';
import { panOfGstin, suggestedTdsPaise, tdsLimitPaise } from './tds.ts';

describe('sharing bank credits among orders', () => {
  it('pays one order from several credits, in the order given', () => {
    expect(
      planAllocations(
        [
          { line_id: 1, left_paise: 490000 },
          { line_id: 2, left_paise: 9900 },
        ],
        [{ order_number: 'A', due_paise: 499900 }],
      ),
    ).toEqual({
      ok: true,
      allocations: [
        { line_id: 1, order_number: 'A', amount_paise: 490000 },
        { line_id: 2, order_number: 'A', amount_paise: 9900 },
      ],
      left_over_paise: 0,
    });
  });

  it('pays several orders from one credit, and leaves an overpayment open', () => {
    const plan = planAllocations(
      [{ line_id: 7, left_paise: 2000000 }],
      [
        { order_number: 'A', due_paise: 999900 },
        { order_number: 'B', due_paise: 999900 },
      ],
    );
    expect(plan).toEqual({
      ok: true,
      allocations: [
        { line_id: 7, order_number: 'A', amount_paise: 999900 },
        { line_id: 7, order_number: 'B', amount_paise: 999900 },
      ],
      left_over_paise: 200,
    });
  });

  it('carries a credit across orders when one credit ends mid-order', () => {
    const plan = planAllocations(
      [
        { line_id: 1, left_paise: 600000 },
        { line_id: 2, left_paise: 600000 },
      ],
      [
        { order_number: 'A', due_paise: 400000 },
        { order_number: 'B', due_paise: 800000 },
      ],
    );
    expect(plan.ok && plan.allocations).toEqual([
      { line_id: 1, order_number: 'A', amount_paise: 400000 },
      { line_id: 1, order_number: 'B', amount_paise: 200000 },
      { line_id: 2, order_number: 'B', amount_paise: 600000 },
    ]);
  });

  it('refuses credits short of the orders, and a credit not needed', () => {
    const short = planAllocations(
      [{ line_id: 1, left_paise: 100 }],
      [
        { order_number: 'A', due_paise: 999900 },
        { order_number: 'B', due_paise: 1000 },
      ],
    );
    expect(short).toMatchObject({ ok: false, problem: 'short', short_paise: 999900 + 1000 - 100 });
    expect(!short.ok && short.message).toMatch(/^The credits are ₹10,008 short/);
    const unused = planAllocations(
      [
        { line_id: 1, left_paise: 999900 },
        { line_id: 2, left_paise: 9900 },
      ],
      [{ order_number: 'A', due_paise: 999900 }],
    );
    expect(unused).toMatchObject({ ok: false, problem: 'unused', line_id: 2 });
  });
});

describe('TDS', () => {
  it('suggests 10% of the value before GST, to the rupee, and holds a deduction within 20%', () => {
    // ₹9,999 is ₹8,473.73 before 18% GST: ₹847.37, deducted as ₹847.
    expect(suggestedTdsPaise(999900)).toBe(84700);
    expect(suggestedTdsPaise(499900)).toBe(42400);
    expect(tdsLimitPaise(999900)).toBe(169474);
  });

  it('reads the PAN inside a GSTIN', () => {
    expect(panOfGstin('27AAPFU0939F1ZV')).toBe('AAPFU0939F');
  });
});
