import type { Kysely, Transaction } from 'kysely';
import {
  CREDIT_LIST_LIMIT,
  type BankCredit,
  type BankCredits,
  type OrderCredit,
} from '../../domain/staff/payments.ts';
import type { Database } from '../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

const creditColumns = [
  'l.id',
  'l.line_date',
  'l.amount_paise',
  'l.allocated_paise',
  'l.utr',
  'l.description',
  'l.reference',
  'l.file_name',
  'l.first_read_at',
] as const;

const isOpen = (db: Executor) =>
  db
    .selectFrom('bank_lines as l')
    .where('l.set_aside_at', 'is', null)
    .whereRef('l.allocated_paise', '<', 'l.amount_paise');
const isSetAside = (db: Executor) =>
  db.selectFrom('bank_lines as l').where('l.set_aside_at', 'is not', null);

/** The orders each of these credits paid part of, by credit. */
async function ordersOfCredits(db: Executor, lineIds: number[]) {
  const byLine = new Map<number, BankCredit['orders']>();
  for (let i = 0; i < lineIds.length; i += 500) {
    const rows = await db
      .selectFrom('bank_allocations as a')
      .innerJoin('orders as o', 'o.id', 'a.order_id')
      .select(['a.bank_line_id', 'o.number', 'a.amount_paise'])
      .where('a.bank_line_id', 'in', lineIds.slice(i, i + 500))
      .orderBy('a.id')
      .execute();
    for (const row of rows) {
      const orders = byLine.get(row.bank_line_id) ?? [];
      orders.push({ order_number: row.number, amount_paise: row.amount_paise });
      byLine.set(row.bank_line_id, orders);
    }
  }
  return byLine;
}

const count = async (query: ReturnType<typeof isOpen>) =>
  Number(
    (
      await query
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/**
 * The credits of every statement read that no order has used up, oldest first, and those staff
 * set aside, latest first: the Payments screen's lists, the same whichever file was read last.
 */
export async function bankCredits(db: Executor): Promise<BankCredits> {
  const [open, openCount, setAside, setAsideCount] = await Promise.all([
    isOpen(db)
      .select(creditColumns)
      .orderBy('l.line_date')
      .orderBy('l.id')
      .limit(CREDIT_LIST_LIMIT)
      .execute(),
    count(isOpen(db)),
    isSetAside(db)
      .leftJoin('users as u', 'u.id', 'l.set_aside_by')
      .select([...creditColumns, 'l.set_aside_reason', 'l.set_aside_at', 'u.username'])
      .orderBy('l.set_aside_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(CREDIT_LIST_LIMIT)
      .execute(),
    count(isSetAside(db)),
  ]);
  const orders = await ordersOfCredits(
    db,
    [...open, ...setAside].map((l) => l.id),
  );
  const creditOf = (line: (typeof open)[number]): BankCredit => ({
    line_id: line.id,
    date: line.line_date,
    amount_paise: line.amount_paise,
    allocated_paise: line.allocated_paise,
    utr: line.utr,
    description: line.description,
    reference: line.reference,
    file_name: line.file_name,
    first_read_at: line.first_read_at,
    orders: orders.get(line.id) ?? [],
  });
  return {
    open: open.map(creditOf),
    open_count: openCount,
    set_aside: setAside.map((line) => ({
      ...creditOf(line),
      reason: line.set_aside_reason!,
      set_aside_at: line.set_aside_at!,
      set_aside_by: line.username,
    })),
    set_aside_count: setAsideCount,
  };
}

/** The credits that paid an order, in the order they were allocated: its page lists them. */
export async function creditsOfOrder(db: Executor, orderId: number): Promise<OrderCredit[]> {
  const rows = await db
    .selectFrom('bank_allocations as a')
    .innerJoin('bank_lines as l', 'l.id', 'a.bank_line_id')
    .select([
      'l.id',
      'l.line_date',
      'l.utr',
      'a.amount_paise',
      'l.amount_paise as credit_paise',
      'l.file_name',
    ])
    .where('a.order_id', '=', orderId)
    .orderBy('a.id')
    .execute();
  return rows.map((row) => ({
    line_id: row.id,
    date: row.line_date,
    utr: row.utr,
    amount_paise: row.amount_paise,
    credit_paise: row.credit_paise,
    file_name: row.file_name,
  }));
}
