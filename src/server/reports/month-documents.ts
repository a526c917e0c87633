import type { Kysely } from 'kysely';
import type { InvoiceDocument } from '../../domain/gst/invoice-document.ts';
import { istDayStartIso } from '../../domain/india-time.ts';
import type { MonthReport } from '../../domain/staff/reports.ts';
import type { Database } from '../db/schema.ts';

const nextMonth = (month: string) => {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
};

/** The invoices and credit notes issued in an IST month: invoices first, each kind by number. */
export async function documentsOfMonth(db: Kysely<Database>, month: string) {
  const rows = await db
    .selectFrom('invoices')
    .select(['kind', 'document'])
    .where('issued_at', '>=', istDayStartIso(`${month}-01`))
    .where('issued_at', '<', istDayStartIso(`${nextMonth(month)}-01`))
    .orderBy('kind', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => JSON.parse(r.document) as InvoiceDocument);
}

/** A credit note takes away what its invoice added. */
export const signOf = (d: InvoiceDocument) => (d.kind === 'credit-note' ? -1 : 1);

const zero = () => ({
  taxable_paise: 0,
  cgst_paise: 0,
  sgst_paise: 0,
  igst_paise: 0,
  total_paise: 0,
});

/** The month's totals, its GSTR-1 B2C summary and revenue by program, from the documents. */
export function monthReport(month: string, documents: InvoiceDocument[]): MonthReport {
  const totals = zero();
  const b2c = new Map<string, MonthReport['b2c'][number]>();
  const programs = new Map<string, { lines: number; revenue_paise: number }>();
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
    for (const target of [totals, row]) {
      target.taxable_paise += sign * t.taxable_paise;
      target.cgst_paise += sign * t.cgst_paise;
      target.sgst_paise += sign * t.sgst_paise;
      target.igst_paise += sign * t.igst_paise;
      target.total_paise += sign * t.total_paise;
    }
    b2c.set(key, row);
    for (const line of document.lines) {
      const program = line.description.split(': ')[0]!;
      const entry = programs.get(program) ?? { lines: 0, revenue_paise: 0 };
      entry.lines += sign;
      entry.revenue_paise += sign * line.total_paise;
      programs.set(program, entry);
    }
  }
  return {
    month,
    invoices: documents.filter((d) => d.kind !== 'credit-note').length,
    credit_notes: documents.filter((d) => d.kind === 'credit-note').length,
    totals,
    b2c: [...b2c.values()].sort((a, b) => a.place_of_supply.localeCompare(b.place_of_supply)),
    revenue_by_program: [...programs.entries()]
      .map(([program, v]) => ({ program, ...v }))
      .sort((a, b) => b.revenue_paise - a.revenue_paise),
  };
}
