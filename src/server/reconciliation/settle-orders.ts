import type { FastifyInstance } from 'fastify';
import { formatPaise } from '../../domain/money.ts';
import {
  ORDER_CHANGED,
  findTransition,
  refusedTransitionMessage,
} from '../../domain/order-states.ts';
import {
  planAllocations,
  type PlannedAllocation,
} from '../../domain/reconciliation/allocation-plan.ts';
import { tdsLimitPaise } from '../../domain/reconciliation/tds.ts';
import type { SettleOrders, SettlementResult } from '../../domain/staff/payments.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { User } from '../auth/sessions.ts';
import { nowIso } from '../db/database.ts';
import { HttpError, RACED_ANOTHER_REQUEST, isUniqueViolation } from '../errors.ts';
import { applyStaffTransition } from '../orders/staff-transitions.ts';
import type { OrderRow } from '../repositories/orders.ts';
import { allocate } from './allocations.ts';
import { lockCredits, lockOrders, type LockedCredit } from './credit-locks.ts';
import { recordTds } from './tds-receivables.ts';

type SettledOrder = SettleOrders['orders'][number];

/** The database refused a credit spent beyond its amount: only if a writer skipped the lock. */
const isCheckViolation = (err: unknown) => {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23514' || code === 'SQLITE_CONSTRAINT_CHECK';
};

const creditWords = (line: LockedCredit) =>
  `the credit of ${formatPaise(line.amount_paise)} on ${line.line_date}`;

/** Each order can be marked paid as the person saw it, and any TDS is one a business deducts. */
function checkOrder(order: OrderRow, wanted: SettledOrder) {
  if (order.version !== wanted.version) {
    throw new HttpError(409, `Order ${order.number}: ${ORDER_CHANGED}`, {}, { field: 'orders' });
  }
  if (!findTransition(order.status, 'paid', 'staff')) {
    const why = refusedTransitionMessage(order.status, 'paid');
    throw new HttpError(409, `Order ${order.number}: ${why}`, {}, { field: 'orders' });
  }
  if (!wanted.tds) return;
  if (!order.buyer_gstin) {
    throw new HttpError(
      400,
      `Order ${order.number} has no GSTIN: only a business buyer deducts TDS.`,
      {},
      { field: 'tds' },
    );
  }
  const most = tdsLimitPaise(order.total_paise);
  if (wanted.tds.amount_paise > most) {
    throw new HttpError(
      400,
      `TDS of ${formatPaise(wanted.tds.amount_paise)} is more than 20% of the value of order ${order.number} before GST (at most ${formatPaise(most)}). Check the amount on the buyer's payment advice.`,
      {},
      { field: 'tds' },
    );
  }
}

/** Each credit is among those read, not set aside, and has money left. */
function checkCredit(line: LockedCredit | undefined): LockedCredit {
  if (!line) {
    throw new HttpError(
      404,
      'A chosen credit is not among the credits read. Read the statement again.',
      {},
      { field: 'credits' },
    );
  }
  if (line.set_aside_at) {
    throw new HttpError(
      409,
      `${creditWords(line)} was set aside (${line.set_aside_reason}). Reopen it first.`,
      {},
      { field: 'credits' },
    );
  }
  if (line.allocated_paise >= line.amount_paise) {
    throw new HttpError(
      409,
      `All of ${creditWords(line)} has paid orders already.`,
      {},
      {
        field: 'credits',
      },
    );
  }
  return line;
}

/** The timeline's words for how an order was paid: the credits' shares, and any TDS. */
function paymentNote(
  mine: PlannedAllocation[],
  credits: Map<number, LockedCredit>,
  tds: SettledOrder['tds'],
) {
  const shares = mine.map((a) => {
    const line = credits.get(a.line_id)!;
    const which = line.utr ? `UTR ${line.utr}` : `credit of ${line.line_date}`;
    return `${formatPaise(a.amount_paise)} (${which})`;
  });
  const deducted = tds ? `; TDS ${formatPaise(tds.amount_paise)} under ${tds.section}` : '';
  return `From bank credits: ${shares.join(', ')}${deducted}`;
}

/**
 * The UTR an order records as paid with: that of its one credit, when no other order shares
 * the credit. Paid from several credits, or from one that pays others too, it records none
 * (the UTR is unique to one order), and its page lists the credits.
 */
function soleUtr(
  mine: PlannedAllocation[],
  all: PlannedAllocation[],
  credits: Map<number, LockedCredit>,
): string | null {
  if (mine.length !== 1) return null;
  const line = credits.get(mine[0]!.line_id)!;
  const shared =
    line.allocated_paise > 0 || all.some((a) => a.line_id === line.id && a !== mine[0]);
  return shared ? null : line.utr;
}

/**
 * Marks orders paid from bank credits, all or none in one transaction: the credits pay the
 * orders in the order given (planAllocations), each order's credits plus its TDS come to its
 * total exactly, and no credit is spent beyond what is left of it, however many people confirm
 * at once (the orders and then the credits are locked first). Each order goes through the same
 * 'Mark as paid' as its page: invoice, enrolment, mails, timeline and audit.
 */
export async function settleOrders(
  app: FastifyInstance,
  actor: User,
  request: SettleOrders,
): Promise<SettlementResult> {
  const { db } = app.database;
  const result = await db
    .transaction()
    .execute(async (tx) => {
      const orders = new Map(
        (
          await lockOrders(
            tx,
            request.orders.map((o) => o.order_number),
          )
        ).map((o) => [o.number, o]),
      );
      const lines = new Map((await lockCredits(tx, request.credits)).map((l) => [l.id, l]));
      for (const wanted of request.orders) {
        const order = orders.get(wanted.order_number);
        if (!order) {
          throw new HttpError(
            404,
            `There is no order ${wanted.order_number}.`,
            {},
            {
              field: 'orders',
            },
          );
        }
        checkOrder(order, wanted);
      }
      const credits = request.credits.map((id) => checkCredit(lines.get(id)));

      const plan = planAllocations(
        credits.map((line) => ({
          line_id: line.id,
          left_paise: line.amount_paise - line.allocated_paise,
        })),
        request.orders.map((wanted) => ({
          order_number: wanted.order_number,
          due_paise: orders.get(wanted.order_number)!.total_paise - (wanted.tds?.amount_paise ?? 0),
        })),
      );
      if (!plan.ok) throw new HttpError(400, plan.message, {}, { field: 'credits' });

      const now = nowIso();
      const settled = [];
      for (const wanted of request.orders) {
        const order = orders.get(wanted.order_number)!;
        const mine = plan.allocations.filter((a) => a.order_number === order.number);
        if (wanted.tds) await recordTds(tx, actor.id, order.id, wanted.tds, now);
        for (const share of mine) {
          await allocate(tx, {
            lineId: share.line_id,
            orderId: order.id,
            amountPaise: share.amount_paise,
            actorId: actor.id,
            at: now,
          });
        }
        const utr = soleUtr(mine, plan.allocations, lines);
        await applyStaffTransition(
          app,
          actor,
          order.number,
          { to: 'paid', version: wanted.version, utr, note: paymentNote(mine, lines, wanted.tds) },
          tx,
        );
        await recordAudit(tx, actor, {
          action: 'payments.settle',
          recordType: 'order',
          recordId: order.number,
          changes: [
            {
              field: 'bank_credits',
              before: null,
              after: mine.map((a) => ({
                line_id: a.line_id,
                utr: lines.get(a.line_id)!.utr,
                amount_paise: a.amount_paise,
              })),
            },
            ...(wanted.tds
              ? [
                  { field: 'tds_paise', before: null, after: wanted.tds.amount_paise },
                  { field: 'tds_section', before: null, after: wanted.tds.section },
                ]
              : []),
          ],
        });
        settled.push({ order_number: order.number, paid_utr: utr });
      }
      return {
        orders: settled,
        allocations: plan.allocations,
        left_over_paise: plan.left_over_paise,
      };
    })
    .catch((err: unknown) => {
      if (isCheckViolation(err) || isUniqueViolation(err)) {
        throw new HttpError(409, RACED_ANOTHER_REQUEST);
      }
      throw err;
    });
  app.mailWorker.notify();
  return result;
}
