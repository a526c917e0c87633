/** Money is counted in paise (integers); rupees appear only where a person reads or types them. */

/**
 * Indian digit grouping (1,24,999): the last three digits, then pairs. Written out rather than
 * asked of Intl.NumberFormat, whose first use loads the locale's data: 70 ms on a mid-range
 * phone, on the path of every page that shows a price.
 */
export function groupIndian(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** '₹4,999' or '₹2,499.50'. */
export function formatPaise(paise: number): string {
  const amount = Math.abs(Math.round(paise));
  const rupees = `₹${groupIndian(Math.floor(amount / 100))}`;
  const formatted =
    amount % 100 === 0 ? rupees : `${rupees}.${String(amount % 100).padStart(2, '0')}`;
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
