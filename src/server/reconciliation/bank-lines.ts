import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
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
  orderNumber: string | null;
  settledAt: string | null;
}

/**
 * Stores the credits not read before (a line already stored keeps what it was first read as,
 * and whether it is settled), and answers every credit's stored line by key.
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
      .leftJoin('orders as o', 'o.id', 'l.order_id')
      .select(['l.id', 'l.line_key', 'o.number', 'l.settled_at'])
      .where('l.line_key', 'in', keys.slice(i, i + 500))
      .execute();
    for (const row of rows) {
      stored.set(row.line_key, {
        id: row.id,
        key: row.line_key,
        orderNumber: row.number,
        settledAt: row.settled_at,
      });
    }
  }
  return stored;
}

/**
 * Settles the stored line with this UTR against the order it paid, in the transaction that marks
 * the order paid: however the payment was confirmed, the credit then reads as reconciled.
 */
export async function settleLineOfUtr(
  tx: Executor,
  utr: string,
  orderId: number,
  actorId: number | null,
  now: string,
): Promise<void> {
  await tx
    .updateTable('bank_lines')
    .set({ order_id: orderId, settled_at: now, settled_by: actorId })
    .where('utr', '=', utr)
    .where('settled_at', 'is', null)
    .execute();
}
