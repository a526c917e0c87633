import type { Kysely } from 'kysely';
import pLimit from 'p-limit';
import type { InvoiceDocument } from '../../domain/gst/invoice-document.ts';
import { istDayStartIso } from '../../domain/india-time.ts';
import type { MonthReport } from '../../domain/staff/reports.ts';
import { revenueOf } from '../../domain/staff/revenue.ts';
import type { Database } from '../db/schema.ts';

export const nextMonth = (month: string) => {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
};

/** The invoices and credit notes issued from `since` until before `until` (ISO instants). */
async function documentsIssued(db: Kysely<Database>, since: string, until: string) {
  const rows = await db
    .selectFrom('invoices')
    .select(['kind', 'document'])
    .where('issued_at', '>=', since)
    .where('issued_at', '<', until)
    .orderBy('kind', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => JSON.parse(r.document) as InvoiceDocument);
}

/**
 * A month's documents parsed are some thousands of objects: this process reads one month at a
 * time, so that several reports asked for together wait their turn (tens of milliseconds each)
 * rather than hold a copy each, and the server's memory stays flat.
 */
const oneMonthAtATime = pLimit(1);

/**
 * `use` of the invoices and credit notes issued in an IST month (invoices first, each kind by
 * number), read and let go before the next month's reader starts.
 */
export function withMonthDocuments<T>(
  db: Kysely<Database>,
  month: string,
  use: (documents: InvoiceDocument[]) => T | Promise<T>,
): Promise<T> {
  return oneMonthAtATime(async () =>
    use(
      await documentsIssued(
        db,
        istDayStartIso(`${month}-01`),
        istDayStartIso(`${nextMonth(month)}-01`),
      ),
    ),
  );
}

/** A credit note takes away what its invoice added. */
export const signOf = (d: InvoiceDocument) => (d.kind === 'credit-note' ? -1 : 1);

/** A document to a registered buyer (one who gave a GSTIN) is B2B; every other is B2C. */
export const isB2B = (d: InvoiceDocument) => Boolean(d.buyer.gstin);

const zero = () => ({
  taxable_paise: 0,
  cgst_paise: 0,
  sgst_paise: 0,
  igst_paise: 0,
  total_paise: 0,
});

/**
 * The month's totals (its `total_paise` is the month's revenue, as `revenueOf` defines it), its
 * GSTR-1 B2C summary and revenue by program, from the documents.
 */
export function monthReport(month: string, documents: InvoiceDocument[]): MonthReport {
  const totals = zero();
  const b2c = new Map<string, MonthReport['b2c'][number]>();
  for (const document of documents) {
    const sign = signOf(document);
    const t = document.totals;
    const rate = document.kind === 'invoice' ? 0 : document.gst_rate_percent;
    const key = `${document.place_of_supply.code}|${rate}`;
    const row = b2c.get(key) ?? {
      place_of_supply: document.place_of_supply.code,
      state_name: document.place_of_supply.name,
      rate_percent: rate,
      ...zero(),
    };
    // A B2B document is reported invoice by invoice (GSTR-1 B2B), never in the B2C summary.
    const b2b = isB2B(document);
    for (const target of b2b ? [totals] : [totals, row]) {
      target.taxable_paise += sign * t.taxable_paise;
      target.cgst_paise += sign * t.cgst_paise;
      target.sgst_paise += sign * t.sgst_paise;
      target.igst_paise += sign * t.igst_paise;
      target.total_paise += sign * t.total_paise;
    }
    if (!b2b) b2c.set(key, row);
  }
  return {
    month,
    invoices: documents.filter((d) => d.kind !== 'credit-note').length,
    credit_notes: documents.filter((d) => d.kind === 'credit-note').length,
    totals,
    b2c: [...b2c.values()].sort((a, b) => a.place_of_supply.localeCompare(b.place_of_supply)),
    revenue_by_program: revenueOf(documents).programs,
  };
}

/** The B2C summary's own total: the month's totals less its B2B documents. */
export function b2cTotals(report: MonthReport): MonthReport['totals'] {
  const totals = zero();
  for (const row of report.b2c) {
    for (const key of Object.keys(totals) as Array<keyof typeof totals>) totals[key] += row[key];
  }
  return totals;
}
