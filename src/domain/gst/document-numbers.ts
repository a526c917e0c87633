import { istDay } from '../india-time.ts';

/**
 * The financial year an instant falls in, in India time: April to March, written '26-27' for
 * 1 April 2026 to 31 March 2027.
 */
export function financialYear(at: Date | string): string {
  const [year, month] = istDay(at).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export type DocumentSeries = 'invoice' | 'credit-note';

/**
 * An invoice or credit note number: the prefix (credit notes add 'C'), the financial year and a
 * five-digit serial, e.g. 'MEN/26-27/00042' and 'MENC/26-27/00003': at most 16 characters of
 * letters, digits, '-' and '/', as GST rule 46 allows.
 */
export function documentNumber(
  prefix: string,
  series: DocumentSeries,
  year: string,
  serial: number,
): string {
  const head = series === 'credit-note' ? `${prefix}C` : prefix;
  return `${head}/${year}/${String(serial).padStart(5, '0')}`;
}
