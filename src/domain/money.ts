/** Money is counted in paise (integers); rupees appear only where a person reads or types them. */

const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const withPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
});

/** '₹4,999' or '₹2,499.50'. */
export function formatPaise(paise: number): string {
  const format = paise % 100 === 0 ? wholeRupees : withPaise;
  const formatted = format.format(Math.abs(paise) / 100);
  return paise < 0 ? `-${formatted}` : formatted;
}

export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);

/**
 * Reads an amount a person typed in rupees ('4999', '4,999.50', '₹ 2,499.5') as paise, without
 * floating-point arithmetic; undefined when it is not an amount with at most two decimals.
 */
export function parseRupees(text: string): number | undefined {
  const cleaned = text.replace(/[₹,\s]/g, '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
