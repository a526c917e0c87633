import type { Kysely } from 'kysely';
import { istDayStartIso } from '../../domain/india-time.ts';
import type { Database } from '../db/schema.ts';
import { gstr1Return, type Gstr1Return } from './gst-returns.ts';
import { nextMonth, withMonthDocuments } from './month-documents.ts';

/** Each credit note of the month with the value of the invoice it reduces, by the note's number. */
async function invoiceValuesOfNotes(db: Kysely<Database>, month: string) {
  const rows = await db
    .selectFrom('invoices as note')
    .innerJoin('invoices as invoice', 'invoice.id', 'note.refers_to_id')
    .select(['note.number', 'invoice.total_paise'])
    .where('note.kind', '=', 'credit-note')
    .where('note.issued_at', '>=', istDayStartIso(`${month}-01`))
    .where('note.issued_at', '<', istDayStartIso(`${nextMonth(month)}-01`))
    .execute();
  return new Map(rows.map((row) => [row.number, row.total_paise]));
}

/** `use` of the GSTR-1 of an IST month, read as the month's other reports are. */
export function withGstr1Month<T>(
  db: Kysely<Database>,
  month: string,
  use: (gstr1: Gstr1Return) => T,
): Promise<T> {
  return withMonthDocuments(db, month, async (documents) =>
    use(gstr1Return(documents, await invoiceValuesOfNotes(db, month))),
  );
}
