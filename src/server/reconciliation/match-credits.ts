import type { Kysely } from 'kysely';
import { findOrderNumbers, findUtr } from '../../domain/reconciliation/statement-fields.ts';
import type { StatementCredit, StatementResult } from '../../domain/staff/payments.ts';
import type { Database } from '../db/schema.ts';
import type { ParsedCredit } from './parse-statement.ts';

type Proposal = StatementCredit['proposal'];

/**
 * Proposes, for each credit, the order it pays: first by the UTR the learner reported (only an
 * order in `payment_reported`), then by an order number in the narration (an order not yet
 * paid). The amount must equal the order's total. Anything doubtful is flagged, never matched:
 * a different amount, two orders claiming one UTR, a UTR that already confirmed an order, or the
 * same UTR twice in the file.
 */
export async function matchCredits(
  db: Kysely<Database>,
  credits: ParsedCredit[],
): Promise<Pick<StatementResult, 'credits' | 'reported_without_credit'>> {
  const withUtr = credits.map((c) => ({ ...c, utr: findUtr(c.reference, c.description) ?? null }));
  const utrs = [...new Set(withUtr.flatMap((c) => (c.utr ? [c.utr] : [])))];
  const numbers = [
    ...new Set(withUtr.flatMap((c) => findOrderNumbers(`${c.description} ${c.reference}`))),
  ];

  const [reported, usedUtrs, named] = await Promise.all([
    db
      .selectFrom('orders')
      .select(['number', 'version', 'total_paise', 'reported_utr', 'name'])
      .where('status', '=', 'payment_reported')
      .execute(),
    utrs.length
      ? db
          .selectFrom('orders')
          .select(['number', 'paid_utr'])
          .where('paid_utr', 'in', utrs)
          .execute()
      : Promise.resolve([]),
    numbers.length
      ? db
          .selectFrom('orders')
          .select(['number', 'version', 'total_paise', 'status'])
          .where('number', 'in', numbers)
          .where('status', 'in', ['awaiting_payment', 'payment_reported'])
          .execute()
      : Promise.resolve([]),
  ]);

  const seenUtrs = new Set<string>();
  const matched = new Set<string>();
  const propose = (credit: (typeof withUtr)[number]): Proposal => {
    if (credit.utr) {
      if (seenUtrs.has(credit.utr)) {
        return { kind: 'flag', flag: 'duplicate_in_statement', order_number: null };
      }
      seenUtrs.add(credit.utr);
      const used = usedUtrs.find((o) => o.paid_utr === credit.utr);
      if (used) return { kind: 'flag', flag: 'utr_already_used', order_number: used.number };
      const claims = reported.filter((o) => o.reported_utr === credit.utr);
      if (claims.length > 1) return { kind: 'flag', flag: 'utr_claimed_twice', order_number: null };
      const [claim] = claims;
      if (claim) {
        if (claim.total_paise !== credit.amountPaise) {
          return { kind: 'flag', flag: 'amount_mismatch', order_number: claim.number };
        }
        return { kind: 'match', order_number: claim.number, version: claim.version, by: 'utr' };
      }
    }
    const byNumber = named.find((o) =>
      findOrderNumbers(`${credit.description} ${credit.reference}`).includes(o.number),
    );
    if (byNumber) {
      if (byNumber.total_paise !== credit.amountPaise) {
        return { kind: 'flag', flag: 'amount_mismatch', order_number: byNumber.number };
      }
      // Marking paid records the UTR: without one, staff check the bank by hand.
      if (!credit.utr) return { kind: 'flag', flag: 'no_utr', order_number: byNumber.number };
      return {
        kind: 'match',
        order_number: byNumber.number,
        version: byNumber.version,
        by: 'order_number',
      };
    }
    return { kind: 'unmatched' };
  };

  const result = withUtr.map((credit) => {
    const proposal = propose(credit);
    if (proposal.kind === 'match') {
      // One credit per order: a second one paying the same order is for staff to look at.
      if (matched.has(proposal.order_number)) {
        return toCredit(credit, {
          kind: 'flag',
          flag: 'duplicate_in_statement',
          order_number: proposal.order_number,
        });
      }
      matched.add(proposal.order_number);
    }
    return toCredit(credit, proposal);
  });
  const claimed = new Set(
    result.flatMap((c) => (c.proposal.kind === 'unmatched' ? [] : [c.proposal.order_number ?? ''])),
  );
  return {
    credits: result,
    reported_without_credit: reported
      .filter((o) => !claimed.has(o.number))
      .map((o) => ({
        order_number: o.number,
        name: o.name,
        total_paise: o.total_paise,
        reported_utr: o.reported_utr,
      })),
  };
}

function toCredit(
  credit: ParsedCredit & { utr: string | null },
  proposal: Proposal,
): StatementCredit {
  return {
    line: credit.line,
    date: credit.date,
    description: credit.description,
    reference: credit.reference,
    utr: credit.utr,
    amount_paise: credit.amountPaise,
    proposal,
  };
}
