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

/** An IST month as the instants (ISO) it starts at and the next month starts at. */
const monthBounds = (month: string) => ({
  since: istDayStartIso(`${month}-01`),
  until: istDayStartIso(`${nextMonth(month)}-01`),
});

/** The invoices and credit notes issued in an IST month. */
async function documentsIssued(db: Kysely<Database>, month: string) {
  const { since, until } = monthBounds(month);
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
  return oneMonthAtATime(async () => use(await documentsIssued(db, month)));
}

/** What a month's report reads of a document. */
export type ReportDocument = Pick<
  InvoiceDocument,
  'kind' | 'totals' | 'gst_rate_percent' | 'place_of_supply' | 'lines'
> & { buyer: Pick<InvoiceDocument['buyer'], 'gstin'> };

/** Documents parsed at a time for a report: each batch's full documents die young. */
const REPORT_BATCH = 500;

/**
 * The parts of a month's documents its report reads, in batches: a full document is some
 * kilobytes parsed, its report's part a few hundred bytes, so a month's report holds about a
 * tenth of what all its documents parsed at once would.
 */
async function reportDocuments(db: Kysely<Database>, month: string): Promise<ReportDocument[]> {
  const { since, until } = monthBounds(month);
  const read: ReportDocument[] = [];
  let after: { issued_at: string; id: number } | undefined;
  for (;;) {
    let query = db
      .selectFrom('invoices')
      .select(['id', 'issued_at', 'document'])
      .where('issued_at', '>=', after?.issued_at ?? since)
      .where('issued_at', '<', until);
    if (after) {
      const { issued_at, id } = after;
      query = query.where((eb) =>
        eb.or([
          eb('issued_at', '>', issued_at),
          eb.and([eb('issued_at', '=', issued_at), eb('id', '>', id)]),
        ]),
      );
    }
    const rows = await query.orderBy('issued_at').orderBy('id').limit(REPORT_BATCH).execute();
    for (const row of rows) {
      const d = JSON.parse(row.document) as InvoiceDocument;
      read.push({
        kind: d.kind,
        totals: d.totals,
        gst_rate_percent: d.gst_rate_percent,
        place_of_supply: d.place_of_supply,
        lines: d.lines,
        buyer: { gstin: d.buyer.gstin },
      });
    }
    if (rows.length < REPORT_BATCH) return read;
    const last = rows[rows.length - 1]!;
    after = { issued_at: last.issued_at, id: last.id };
  }
}

/** Months' reports kept per database, the latest asked for: each is a few kilobytes. */
const REPORTS_KEPT = 24;
const reportsOf = new WeakMap<
  Kysely<Database>,
  Map<string, { version: string; report: MonthReport }>
>();

/**
 * What tells one state of a month's documents from another. Invoices and credit notes are
 * never changed or deleted, only added, so their count and highest id say whether any came
 * since (a later id committed first still changes the count).
 */
async function versionOf(db: Kysely<Database>, month: string): Promise<string> {
  const { since, until } = monthBounds(month);
  const { n, last } = await db
    .selectFrom('invoices')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('id').as('last')])
    .where('issued_at', '>=', since)
    .where('issued_at', '<', until)
    .executeTakeFirstOrThrow();
  return `${Number(n)}:${last ?? 0}`;
}

/**
 * The month's report, worked out from its documents once for each state of them: a report read
 * again (an accountant going back and forth, several staff at once) costs one indexed count
 * instead of parsing some thousands of documents again. One month is worked out at a time, as
 * `withMonthDocuments` reads them.
 */
export async function monthReportOf(db: Kysely<Database>, month: string): Promise<MonthReport> {
  const kept = reportsOf.get(db) ?? new Map<string, { version: string; report: MonthReport }>();
  reportsOf.set(db, kept);
  const version = await versionOf(db, month);
  const fresh = () => {
    const found = kept.get(month);
    return found?.version === version ? found.report : undefined;
  };
  return (
    fresh() ??
    oneMonthAtATime(async () => {
      // Asked for together, the first in line works it out for the rest.
      const meanwhile = fresh();
      if (meanwhile) return meanwhile;
      const report = monthReport(month, await reportDocuments(db, month));
      kept.delete(month);
      kept.set(month, { version, report });
      if (kept.size > REPORTS_KEPT) kept.delete(kept.keys().next().value!);
      return report;
    })
  );
}

/** A credit note takes away what its invoice added. */
export const signOf = (d: Pick<InvoiceDocument, 'kind'>) => (d.kind === 'credit-note' ? -1 : 1);

/** A document to a registered buyer (one who gave a GSTIN) is B2B; every other is B2C. */
export const isB2B = (d: { buyer: Pick<InvoiceDocument['buyer'], 'gstin'> }) =>
  Boolean(d.buyer.gstin);

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
export function monthReport(month: string, documents: readonly ReportDocument[]): MonthReport {
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
