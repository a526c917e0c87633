import type { Kysely, Transaction } from 'kysely';
import { panOfGstin, type TdsSection } from '../../domain/reconciliation/tds.ts';
import type { OrderTds, TdsReceivable } from '../../domain/staff/payments.ts';
import type { TdsReport } from '../../domain/staff/tds-report.ts';
import { istDayStartIso } from '../../domain/india-time.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { User } from '../auth/sessions.ts';
import { nowIso } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { nextMonth } from '../reports/month-documents.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** Records what a business buyer deducted, in the transaction that marks its order paid. */
export async function recordTds(
  tx: Transaction<Database>,
  actorId: number,
  orderId: number,
  tds: { amount_paise: number; section: TdsSection },
  at: string,
): Promise<void> {
  await tx
    .insertInto('tds_receivables')
    .values({
      order_id: orderId,
      amount_paise: tds.amount_paise,
      section: tds.section,
      recorded_at: at,
      recorded_by: actorId,
    })
    .execute();
}

const receivables = (db: Executor) =>
  db
    .selectFrom('tds_receivables as t')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .select((eb) => [
      't.id',
      't.amount_paise',
      't.section',
      't.recorded_at',
      't.certificate_number',
      't.certificate_received_at',
      'o.number',
      'o.name',
      'o.buyer_company',
      'o.buyer_gstin',
      // The latest invoice of the order: the one the buyer deducted against.
      eb
        .selectFrom('invoices as i')
        .select('i.number')
        .whereRef('i.order_id', '=', 'o.id')
        .where('i.kind', '!=', 'credit-note')
        .orderBy('i.id', 'desc')
        .limit(1)
        .as('invoice_number'),
    ]);

type ReceivableRow = Awaited<ReturnType<ReturnType<typeof receivables>['execute']>>[number];

type TdsColumns = Pick<
  ReceivableRow,
  'amount_paise' | 'section' | 'recorded_at' | 'certificate_number' | 'certificate_received_at'
>;

const orderTdsOf = (row: TdsColumns): OrderTds => ({
  amount_paise: row.amount_paise,
  section: row.section as TdsSection,
  recorded_at: row.recorded_at,
  certificate_number: row.certificate_number,
  certificate_received_at: row.certificate_received_at,
});

function receivableOf(row: ReceivableRow): TdsReceivable {
  const gstin = row.buyer_gstin ?? '';
  return {
    ...orderTdsOf(row),
    order_number: row.number,
    buyer: row.buyer_company ?? row.name,
    gstin,
    pan: panOfGstin(gstin),
    invoice_number: row.invoice_number,
  };
}

/** The TDS deducted from an order's payment, if any: its page shows it. */
export async function tdsOfOrder(db: Executor, orderId: number): Promise<OrderTds | null> {
  const row = await db
    .selectFrom('tds_receivables')
    .select([
      'amount_paise',
      'section',
      'recorded_at',
      'certificate_number',
      'certificate_received_at',
    ])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row ? orderTdsOf(row) : null;
}

/** The receivables no certificate covers yet, oldest first: what to ask the buyers for. */
export async function awaitedTds(db: Executor): Promise<TdsReceivable[]> {
  const rows = await receivables(db)
    .where('t.certificate_number', 'is', null)
    .orderBy('t.recorded_at')
    .orderBy('t.id')
    .execute();
  return rows.map(receivableOf);
}

/** The TDS receivable of the orders paid in an IST month, by the moment each was paid. */
export async function tdsOfMonth(db: Executor, month: string): Promise<TdsReport> {
  const rows = await receivables(db)
    .where('t.recorded_at', '>=', istDayStartIso(`${month}-01`))
    .where('t.recorded_at', '<', istDayStartIso(`${nextMonth(month)}-01`))
    .orderBy('t.recorded_at')
    .orderBy('t.id')
    .execute();
  const list = rows.map(receivableOf);
  const sum = (of: TdsReceivable[]) => of.reduce((total, r) => total + r.amount_paise, 0);
  return {
    month,
    receivables: list,
    total_paise: sum(list),
    awaited_paise: sum(list.filter((r) => r.certificate_number === null)),
  };
}

/**
 * The buyer's certificate (Form 16A) came: its number is recorded against the order's TDS, or
 * corrected. Entering the same number again changes nothing.
 */
export async function recordTdsCertificate(
  db: Kysely<Database>,
  actor: User,
  orderNumber: string,
  certificateNumber: string,
): Promise<TdsReceivable> {
  return db.transaction().execute(async (tx) => {
    const row = await receivables(tx).where('o.number', '=', orderNumber).executeTakeFirst();
    if (!row) {
      throw new HttpError(404, `No TDS was recorded for order ${orderNumber}.`);
    }
    if (row.certificate_number === certificateNumber) return receivableOf(row);
    const at = nowIso();
    await tx
      .updateTable('tds_receivables')
      .set({
        certificate_number: certificateNumber,
        certificate_received_at: at,
        certificate_recorded_by: actor.id,
      })
      .where('id', '=', row.id)
      .execute();
    await recordAudit(tx, actor, {
      action: 'payments.tds_certificate',
      recordType: 'order',
      recordId: row.number,
      changes: [
        { field: 'tds_certificate', before: row.certificate_number, after: certificateNumber },
      ],
    });
    return receivableOf({
      ...row,
      certificate_number: certificateNumber,
      certificate_received_at: at,
    });
  });
}
