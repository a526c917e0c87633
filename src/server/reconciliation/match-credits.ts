import type { Kysely, Transaction } from 'kysely';
import { findOrderNumbers } from '../../domain/reconciliation/statement-fields.ts';
import type { StatementCredit, StatementResult } from '../../domain/staff/payments.ts';
import type { Database } from '../db/schema.ts';
import type { KeyedCredit, StoredLine } from './bank-lines.ts';

type Proposal = StatementCredit['proposal'];
type FlagProposal = Extract<Proposal, { kind: 'flag' }>;

/** A stored line that an order paid with its UTR settles, though it was confirmed elsewhere. */
export interface Settlement {
  lineId: number;
  orderId: number;
  amountPaise: number;
  settledAt: string;
}

interface OrderFacts {
  number: string;
  total_paise: number;
  name: string;
}

const flag = (name: FlagProposal['flag'], order: OrderFacts | null): FlagProposal => ({
  kind: 'flag',
  flag: name,
  order_number: order?.number ?? null,
  expected_paise: order?.total_paise ?? null,
  buyer_name: order?.name ?? null,
});

const matchOf = (
  order: OrderFacts & { version: number },
  by: Extract<Proposal, { kind: 'match' }>['by'],
): Proposal => ({
  kind: 'match',
  order_number: order.number,
  version: order.version,
  by,
  buyer_name: order.name,
  total_paise: order.total_paise,
});

/**
 * Proposes, for each credit, the order it pays: first by the UTR the learner reported (only an
 * order in `payment_reported`), then by an order number in the narration (an order not yet
 * paid). The amount must equal the order's total. Anything doubtful is flagged, never matched:
 * a different amount, two orders claiming one UTR, a UTR that confirmed an order of another
 * amount, or the same UTR twice in the file. A credit settled before is reconciled: nothing to do;
 * one set aside says so; one that paid some orders and has money left waits among the open
 * credits, for staff to settle by hand.
 */
export async function matchCredits(
  db: Kysely<Database> | Transaction<Database>,
  credits: KeyedCredit[],
  stored: Map<string, StoredLine>,
): Promise<
  Pick<StatementResult, 'credits' | 'reported_without_credit'> & { settlements: Settlement[] }
> {
  const utrs = [...new Set(credits.flatMap((c) => (c.utr ? [c.utr] : [])))];
  const numbers = [
    ...new Set(credits.flatMap((c) => findOrderNumbers(`${c.description} ${c.reference}`))),
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
          .select(['id', 'number', 'paid_utr', 'total_paise', 'name', 'paid_at'])
          .where('paid_utr', 'in', utrs)
          .execute()
      : Promise.resolve([]),
    numbers.length
      ? db
          .selectFrom('orders')
          .select(['number', 'version', 'total_paise', 'status', 'name'])
          .where('number', 'in', numbers)
          .where('status', 'in', ['awaiting_payment', 'payment_reported'])
          .execute()
      : Promise.resolve([]),
  ]);

  const seenKeys = new Set<string>();
  const matched = new Set<string>();
  const settlements: Settlement[] = [];
  const propose = (credit: KeyedCredit, line: StoredLine): Proposal => {
    if (seenKeys.has(credit.key)) return flag('duplicate_in_statement', null);
    seenKeys.add(credit.key);
    if (line.settledAt) {
      return { kind: 'reconciled', order_number: line.orderNumber, settled_at: line.settledAt };
    }
    if (line.setAsideReason !== null) return { kind: 'set_aside', reason: line.setAsideReason };
    if (line.allocated) return { kind: 'unmatched' };
    if (credit.utr) {
      const used = usedUtrs.find((o) => o.paid_utr === credit.utr);
      if (used) {
        if (used.total_paise !== credit.amountPaise) return flag('utr_already_used', used);
        // Paid with this UTR on the order's page: the credit is that payment.
        const settledAt = used.paid_at!;
        settlements.push({
          lineId: line.id,
          orderId: used.id,
          amountPaise: credit.amountPaise,
          settledAt,
        });
        return { kind: 'reconciled', order_number: used.number, settled_at: settledAt };
      }
      const claims = reported.filter((o) => o.reported_utr === credit.utr);
      if (claims.length > 1) return flag('utr_claimed_twice', null);
      const [claim] = claims;
      if (claim) {
        if (claim.total_paise !== credit.amountPaise) return flag('amount_mismatch', claim);
        return matchOf(claim, 'utr');
      }
    }
    const byNumber = named.find((o) =>
      findOrderNumbers(`${credit.description} ${credit.reference}`).includes(o.number),
    );
    if (byNumber) {
      if (byNumber.total_paise !== credit.amountPaise) return flag('amount_mismatch', byNumber);
      // Marking paid records the UTR: without one, staff check the bank by hand.
      if (!credit.utr) return flag('no_utr', byNumber);
      return matchOf(byNumber, 'order_number');
    }
    return { kind: 'unmatched' };
  };

  const result = credits.map((credit) => {
    const line = stored.get(credit.key)!;
    const proposal = propose(credit, line);
    if (proposal.kind === 'match') {
      // One credit per order: a second one paying the same order is for staff to look at.
      if (matched.has(proposal.order_number)) {
        const order =
          reported.find((o) => o.number === proposal.order_number) ??
          named.find((o) => o.number === proposal.order_number) ??
          null;
        return toCredit(credit, line, flag('duplicate_in_statement', order));
      }
      matched.add(proposal.order_number);
    }
    return toCredit(credit, line, proposal);
  });
  const claimed = new Set(
    result.flatMap((c) =>
      c.proposal.kind === 'match' || c.proposal.kind === 'flag' || c.proposal.kind === 'reconciled'
        ? [c.proposal.order_number ?? '']
        : [],
    ),
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
    settlements,
  };
}

function toCredit(credit: KeyedCredit, line: StoredLine, proposal: Proposal): StatementCredit {
  return {
    line: credit.line,
    line_id: line.id,
    date: credit.date,
    description: credit.description,
    reference: credit.reference,
    utr: credit.utr,
    amount_paise: credit.amountPaise,
    proposal,
  };
}
