/**
 * How the common Indian bank statement exports name their columns, and how to read their
 * amounts, dates and UPI narrations. Pure functions: the server parses the CSV and matches.
 */
export interface ColumnMapping {
  date: string;
  description: string;
  reference: string;
  credit: string;
}

export const BANK_FORMATS: ReadonlyArray<{ bank: string; columns: ColumnMapping }> = [
  {
    bank: 'HDFC Bank',
    columns: {
      date: 'Date',
      description: 'Narration',
      reference: 'Chq./Ref.No.',
      credit: 'Deposit Amt.',
    },
  },
  {
    bank: 'ICICI Bank',
    columns: {
      date: 'Transaction Date',
      description: 'Transaction Remarks',
      reference: 'Cheque Number',
      credit: 'Deposit Amount (INR )',
    },
  },
  {
    bank: 'State Bank of India',
    columns: {
      date: 'Txn Date',
      description: 'Description',
      reference: 'Ref No./Cheque No.',
      credit: 'Credit',
    },
  },
  {
    bank: 'Axis Bank',
    columns: { date: 'Tran Date', description: 'PARTICULARS', reference: 'CHQNO', credit: 'CR' },
  },
];

/** Headers compared without case, spacing or trailing dots: exports differ in all three. */
export const headerKey = (header: string) =>
  header
    .toLowerCase()
    .replace(/[\s.]+/g, ' ')
    .trim();

/** The known format whose four columns are all among `headers`. */
export function recogniseFormat(headers: string[]) {
  const present = new Set(headers.map(headerKey));
  return BANK_FORMATS.find((format) =>
    Object.values(format.columns).every((column) => present.has(headerKey(column))),
  );
}

/** '4,499.00', '1,24,999.5', '₹ 500', '4499' as paise; undefined when it is not an amount. */
export function parseStatementAmount(text: string): number | undefined {
  const cleaned = text.replace(/[₹,\s]|INR|Cr\.?$/gi, '');
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** '21/11/2026', '21-11-26', '21-Nov-2026', '21 Nov 2026', '2026-11-21' as '2026-11-21'. */
export function parseStatementDate(text: string): string | undefined {
  const t = text.trim();
  let day: number, month: number, year: number;
  let m = /^(\d{4})-(\d{2})-(\d{2})/.exec(t);
  if (m) {
    [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  } else if ((m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(t))) {
    [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  } else if ((m = /^(\d{1,2})[\s/-]([A-Za-z]{3})[a-z]*[\s/-](\d{2}|\d{4})$/.exec(t))) {
    [day, month, year] = [Number(m[1]), MONTHS.indexOf(m[2]!.toLowerCase()) + 1, Number(m[3])];
  } else {
    return undefined;
  }
  if (year < 100) year += 2000;
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return month >= 1 && month <= 12 && parsed.getUTCDate() === day ? iso : undefined;
}

/**
 * The 12-digit UPI reference (UTR) of a credit: the reference column when it is one, else the
 * number in a narration like 'UPI/412345678901/Mentora order/payer@okicici/HDFC'.
 */
export function findUtr(reference: string, description: string): string | undefined {
  const ref = reference.replace(/\s+/g, '');
  if (/^\d{12}$/.test(ref)) return ref;
  return /(?:^|\D)(\d{12})(?!\d)/.exec(description)?.[1];
}

/** Order numbers the narration mentions (the note the UPI link carried). */
export function findOrderNumbers(text: string): string[] {
  return [...text.toUpperCase().matchAll(/ORD-?([0-9A-HJKMNP-TV-Z]{8})\b/g)].map(
    (m) => `ORD-${m[1]}`,
  );
}
