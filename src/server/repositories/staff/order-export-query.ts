import {
  sql,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type Transaction,
} from 'kysely';
import { istDayStartIso } from '../../../domain/india-time.ts';
import { isPostgres } from '../../db/migration-helpers.ts';
import type { Database } from '../../db/schema.ts';
import { nextMonth } from '../../reports/month-documents.ts';

type Executor = Kysely<Database> | Transaction<Database>;
type OrderScope = ExpressionBuilder<Database, 'orders'>;

/** What an order's invoice and credit notes say, as the orders export writes it. */
export interface OrderDocumentFigures {
  invoice_number: string | null;
  /** The invoice's place of supply: its GST state code. */
  place_of_supply: string | null;
  taxable_paise: number | null;
  cgst_paise: number | null;
  sgst_paise: number | null;
  igst_paise: number | null;
  /** '; '-separated, oldest first; null without credit notes. */
  credit_notes: string | null;
  /** The credit notes' sums, which are what was refunded; null without credit notes. */
  credited_paise: number | null;
  credited_taxable_paise: number | null;
  credited_cgst_paise: number | null;
  credited_sgst_paise: number | null;
  credited_igst_paise: number | null;
}

/** A column of an invoice row, or of a credit note row; null on the other kind. */
const of = (document: 'invoice' | 'credit notes', column: string) =>
  sql`case when invoices.kind ${sql.raw(document === 'invoice' ? '<>' : '=')} 'credit-note'
    then ${sql.ref(`invoices.${column}`)} end`;

const FIGURES = ['taxable_paise', 'cgst_paise', 'sgst_paise', 'igst_paise'] as const;

/**
 * An order's documents as one JSON object (OrderDocumentFigures), read with the order by one
 * subquery on the index of `invoices.order_id`. A subquery per figure, eleven of them, made a
 * month's export on PostgreSQL twenty times slower than with none.
 */
export function orderDocumentsJson(db: Executor): RawBuilder<string> {
  const postgres = isPostgres(db);
  const numbers = of('credit notes', 'number');
  const fields: Array<[keyof OrderDocumentFigures, RawBuilder<unknown>]> = [
    ['invoice_number', sql`max(${of('invoice', 'number')})`],
    ['place_of_supply', sql`max(${of('invoice', 'place_of_supply')})`],
    ...FIGURES.map((f): [keyof OrderDocumentFigures, RawBuilder<unknown>] => [
      f,
      sql`sum(${of('invoice', f)})`,
    ]),
    [
      'credit_notes',
      postgres
        ? sql`string_agg(${numbers}, '; ' order by invoices.id)`
        : sql`group_concat(${numbers}, '; ' order by invoices.id)`,
    ],
    ['credited_paise', sql`sum(${of('credit notes', 'total_paise')})`],
    ...FIGURES.map((f): [keyof OrderDocumentFigures, RawBuilder<unknown>] => [
      `credited_${f}`,
      sql`sum(${of('credit notes', f)})`,
    ]),
  ];
  const pairs = sql.join(fields.map(([name, value]) => sql`${sql.lit(name)}, ${value}`));
  const object = postgres ? sql`json_build_object(${pairs})::text` : sql`json_object(${pairs})`;
  // An aggregate answers one row even for an order without documents: every figure null.
  return sql<string>`(select ${object} from invoices where invoices.order_id = orders.id)`;
}

/** The figures `orderDocumentsJson` read. */
export function documentFiguresOf(json: string): OrderDocumentFigures {
  return JSON.parse(json) as OrderDocumentFigures;
}

/**
 * "Paid in this IST month": the order's invoice is issued as it is marked paid, at the same
 * instant, so these are the orders whose invoices the month's report counts.
 */
export function paidInMonth(month: string) {
  return (eb: OrderScope) =>
    eb.and([
      eb('orders.paid_at', '>=', istDayStartIso(`${month}-01`)),
      eb('orders.paid_at', '<', istDayStartIso(`${nextMonth(month)}-01`)),
    ]);
}
