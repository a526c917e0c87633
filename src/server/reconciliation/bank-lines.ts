import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { formatPaise } from '../../domain/money.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { allocate, allocatedToOrder, hasAllocation } from './allocations.ts';
import { lockCreditOfUtr } from './credit-locks.ts';
import type { ParsedCredit } from './parse-statement.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export interface KeyedCredit extends ParsedCredit {
  utr: string | null;
  key: string;
}

const narrationOf = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Each credit's stable key: its UTR, which the bank never gives twice, or else a hash of its day,
 * amount and narration. Identical credits without a UTR (two cash deposits of the same sum on one
 * day) are told apart by their order in the file, which a re-export of the statement keeps.
 */
export function keyCredits(credits: Array<ParsedCredit & { utr: string | null }>): KeyedCredit[] {
  const seen = new Map<string, number>();
  return credits.map((credit) => {
    if (credit.utr) return { ...credit, key: `utr:${credit.utr}` };
    const base = [credit.date, credit.amountPaise, narrationOf(credit.description)].join('|');
    const nth = (seen.get(base) ?? 0) + 1;
    seen.set(base, nth);
    const hash = createHash('sha256').update(`${base}|${nth}`).digest('hex');
    return { ...credit, key: `hash:${hash}` };
  });
}

export interface StoredLine {
  id: number;
  key: string;
  /** The order it paid (the first, when it paid several). */
  orderNumber: string | null;
  /** When the last of it was allocated to orders. */
  settledAt: string | null;
  /** Whether any of it paid an order yet. */
  allocated: boolean;
  setAsideReason: string | null;
}

/**
 * Stores the credits not read before (a line already stored keeps what it was first read as,
 * and what it paid), and answers every credit's stored line by key.
 */
export async function rememberLines(
  tx: Executor,
  credits: KeyedCredit[],
  fileName: string,
  now: string,
): Promise<Map<string, StoredLine>> {
  const fresh = [...new Map(credits.map((c) => [c.key, c])).values()];
  // Chunked: both engines cap the number of values in one statement.
  for (let i = 0; i < fresh.length; i += 200) {
    await tx
      .insertInto('bank_lines')
      .values(
        fresh.slice(i, i + 200).map((c) => ({
          line_key: c.key,
          utr: c.utr,
          line_date: c.date,
          description: c.description,
          reference: c.reference,
          amount_paise: c.amountPaise,
          file_name: fileName,
          first_read_at: now,
        })),
      )
      .onConflict((oc) => oc.column('line_key').doNothing())
      .execute();
  }
  const stored = new Map<string, StoredLine>();
  const keys = fresh.map((c) => c.key);
  for (let i = 0; i < keys.length; i += 500) {
    const rows = await tx
      .selectFrom('bank_lines as l')
      .select((eb) => [
        'l.id',
        'l.line_key',
        'l.settled_at',
        'l.allocated_paise',
        'l.set_aside_reason',
        eb
          .selectFrom('bank_allocations as a')
          .innerJoin('orders as o', 'o.id', 'a.order_id')
          .select('o.number')
          .whereRef('a.bank_line_id', '=', 'l.id')
          .orderBy('a.id')
          .limit(1)
          .as('order_number'),
      ])
      .where('l.line_key', 'in', keys.slice(i, i + 500))
      .execute();
    for (const row of rows) {
      stored.set(row.line_key, {
        id: row.id,
        key: row.line_key,
        orderNumber: row.order_number,
        settledAt: row.settled_at,
        allocated: row.allocated_paise > 0,
        setAsideReason: row.set_aside_reason,
      });
    }
  }
  return stored;
}

/**
 * Allocates the stored credit with this UTR to the order it paid, in the transaction that marks
 * the order paid (on its page, by a confirmed match, or a manual order): however the payment was
 * confirmed, the credit then reads as reconciled. It pays what the order still needs (its total
 * less any TDS and other credits), or all that is left of it when that is less (a person marked
 * the order paid on their word). A credit set aside, or one whose money went to other orders
 * and has not enough left, is refused: that money would count twice. A UTR not read yet is
 * allocated when its statement is.
 */
export async function settleLineOfUtr(
  tx: Transaction<Database>,
  utr: string,
  orderId: number,
  actorId: number | null,
  now: string,
): Promise<void> {
  const line = await lockCreditOfUtr(tx, utr);
  if (!line || (await hasAllocation(tx, line.id, orderId))) return;
  const order = await tx
    .selectFrom('orders as o')
    .leftJoin('tds_receivables as t', 't.order_id', 'o.id')
    .select(['o.total_paise', 't.amount_paise as tds_paise'])
    .where('o.id', '=', orderId)
    .executeTakeFirstOrThrow();
  const due = order.total_paise - (order.tds_paise ?? 0) - (await allocatedToOrder(tx, orderId));
  if (due <= 0) return;
  if (line.set_aside_at) {
    throw new HttpError(
      409,
      `The bank credit with UTR ${utr} was set aside (${line.set_aside_reason}). Reopen it on the Payments screen before it pays an order.`,
    );
  }
  const left = line.amount_paise - line.allocated_paise;
  if (line.allocated_paise > 0 && left < due) {
    throw new HttpError(
      409,
      `The bank credit with UTR ${utr} paid other orders and has ${formatPaise(left)} left, less than the ${formatPaise(due)} this order needs.`,
    );
  }
  const amountPaise = Math.min(left, due);
  if (amountPaise > 0)
    await allocate(tx, { lineId: line.id, orderId, amountPaise, actorId, at: now });
}
