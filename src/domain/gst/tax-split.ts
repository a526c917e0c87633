/**
 * GST on the programs: prices are GST-inclusive at 18% (SAC 999293). A line's taxable value is
 * its price x 100 / 118 rounded to the paisa, and the tax is the rest, so taxable value plus
 * tax is exactly what the learner paid.
 */
export const GST_RATE_PERCENT = 18;
export const SAC_TRAINING = '999293';

export interface TaxedLine {
  /** What the line cost before the referral discount, GST included. */
  gross_paise: number;
  /** Its share of the order's discount. */
  discount_paise: number;
  /** gross - discount: what was paid for it, GST included. */
  net_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
}

export interface TaxSplit {
  lines: TaxedLine[];
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
}

/**
 * Shares `amount` across `weights` in proportion, in whole paise, so that the shares add up
 * to it exactly (largest remainder first; ties to the earlier line).
 */
export function allocate(amount: number, weights: number[]): number[] {
  const whole = weights.reduce((a, b) => a + b, 0);
  if (whole === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / whole);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, i) => ({ i, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/** The taxable value inside a GST-inclusive amount, rounded half up to the paisa. */
export const taxableOf = (inclusivePaise: number) => Math.floor((inclusivePaise * 100 + 59) / 118);

/**
 * What an order's discount is shared by: each line's own share, kept since an offer could apply
 * to some lines only; an order placed before lines kept theirs shares it by price, as it was.
 * Shares that add up to the discount, used as weights, give back exactly those shares.
 */
export function discountWeights(
  lines: ReadonlyArray<{ plan_paise: number; discount_paise: number | null }>,
): number[] {
  return lines.every((line) => line.discount_paise !== null)
    ? lines.map((line) => line.discount_paise!)
    : lines.map((line) => line.plan_paise);
}

/**
 * What was paid for each line of an order: its price less its share of the discount, shared
 * across the lines by `weights` (by price unless told). The invoice prints these figures, and a
 * refund of a line can be at most its figure.
 */
export function paidPerLine(
  grossPaise: number[],
  discountPaise: number,
  weights: number[] = grossPaise,
): number[] {
  const discounts = allocate(discountPaise, weights);
  return grossPaise.map((gross, i) => gross - discounts[i]!);
}

/**
 * Splits an order's lines (GST-inclusive prices) and its discount into taxable values and tax:
 * CGST + SGST when the buyer is in the seller's state, IGST otherwise. The discount is taken
 * off before tax, shared across the lines by `weights` (by price unless told).
 */
export function splitTax(
  grossPaise: number[],
  discountPaise: number,
  intraState: boolean,
  weights: number[] = grossPaise,
): TaxSplit {
  const paid = paidPerLine(grossPaise, discountPaise, weights);
  const lines = grossPaise.map((gross, i): TaxedLine => {
    const net = paid[i]!;
    const taxable = taxableOf(net);
    const tax = net - taxable;
    const cgst = intraState ? Math.floor(tax / 2) : 0;
    return {
      gross_paise: gross,
      discount_paise: gross - net,
      net_paise: net,
      taxable_paise: taxable,
      cgst_paise: cgst,
      sgst_paise: intraState ? tax - cgst : 0,
      igst_paise: intraState ? 0 : tax,
    };
  });
  const sum = (key: keyof TaxedLine) => lines.reduce((total, line) => total + line[key], 0);
  return {
    lines,
    taxable_paise: sum('taxable_paise'),
    cgst_paise: sum('cgst_paise'),
    sgst_paise: sum('sgst_paise'),
    igst_paise: sum('igst_paise'),
    total_paise: sum('net_paise'),
  };
}
