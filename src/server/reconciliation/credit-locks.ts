import type { Transaction } from 'kysely';
import { isPostgres } from '../db/migration-helpers.ts';
import type { Database } from '../db/schema.ts';

type Tx = Transaction<Database>;

/**
 * The row locks of everything that spends a bank credit, always taken in one order: the orders
 * (by id) before the credits (by id). Two people settling at once then queue on the same rows
 * rather than each read a credit as unspent, and never wait on each other in a circle. Marking
 * an order paid on its page locks the order (its update) before its UTR's credit, in the same
 * order. 'No key update': rows that refer to these (an allocation, a TDS row) may still be
 * written meanwhile. SQLite needs no row lock: its write transactions begin IMMEDIATE, one at a
 * time.
 */
const locked = <Q extends { forNoKeyUpdate(): Q }>(tx: Tx, query: Q): Q =>
  isPostgres(tx) ? query.forNoKeyUpdate() : query;

/** The orders of these numbers, locked until the transaction ends. */
export function lockOrders(tx: Tx, numbers: string[]) {
  return locked(
    tx,
    tx.selectFrom('orders').selectAll().where('number', 'in', numbers).orderBy('id'),
  ).execute();
}

const creditColumns = [
  'id',
  'utr',
  'line_date',
  'amount_paise',
  'allocated_paise',
  'set_aside_at',
  'set_aside_reason',
] as const;

/** The credits of these ids, locked until the transaction ends. */
export function lockCredits(tx: Tx, ids: number[]) {
  return locked(
    tx,
    tx.selectFrom('bank_lines').select(creditColumns).where('id', 'in', ids).orderBy('id'),
  ).execute();
}

/** The credit that carries this UTR, if one was read, locked until the transaction ends. */
export function lockCreditOfUtr(tx: Tx, utr: string) {
  return locked(
    tx,
    tx.selectFrom('bank_lines').select(creditColumns).where('utr', '=', utr).orderBy('id').limit(1),
  ).executeTakeFirst();
}

export type LockedCredit = Awaited<ReturnType<typeof lockCredits>>[number];
