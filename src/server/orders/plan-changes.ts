import type { Transaction } from 'kysely';
import type { AuditChange } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { orderItems, type OrderRow } from '../repositories/orders.ts';
import {
  enrolmentOnPlan,
  setEnrolmentPlan,
  termsOnEarlierPlan,
} from '../repositories/plan-upgrades.ts';

type Item = Awaited<ReturnType<typeof orderItems>>[number];

/** An enrolment moved from one plan to another by an upgrade line, or back by its refund. */
export interface PlanChange {
  enrolmentId: number;
  program: string;
  from: string;
  to: string;
  /** JSON PlanTerms the enrolment holds on `to`: the line's, or those it had there before. */
  terms: string | null;
}

/**
 * What the payment of an order does to enrolments it upgrades: each upgrade line moves the
 * learner's active enrolment on the plan it upgrades from. Refused (409, nothing changes) when
 * that enrolment is gone, ended by a refund or moved meanwhile: the money is for a change that
 * can't be made, so staff cancel the order and return it, or restore the access first.
 */
export async function upgradesOnPayment(
  tx: Transaction<Database>,
  order: OrderRow,
): Promise<PlanChange[]> {
  const changes: PlanChange[] = [];
  for (const item of await orderItems(tx, order.id)) {
    if (!item.upgrade_from) continue;
    const enrolment = await enrolmentOnPlan(tx, order.user_id, item.program, item.upgrade_from, {
      activeOnly: true,
    });
    if (!enrolment) {
      throw new HttpError(
        409,
        `Order ${order.number} upgrades ${item.program} from the ${item.upgrade_from}, but the learner no longer has ${item.program} on that plan. Cancel the order and return the payment, or restore their access first.`,
      );
    }
    changes.push({
      enrolmentId: enrolment.id,
      program: item.program,
      from: item.upgrade_from,
      to: item.plan,
      // The plan as published when the upgrade was ordered.
      terms: item.terms,
    });
  }
  return changes;
}

/**
 * What refunding upgrade lines does: the enrolment goes back to the plan it was upgraded from,
 * with the terms it held on it, and stays (its access is the earlier order's). An ended
 * enrolment goes back too, so access restored later is the plan that was paid for. None when
 * the enrolment has moved on since.
 */
export async function plansBackOnRefund(
  tx: Transaction<Database>,
  order: OrderRow,
  refunded: readonly Item[],
): Promise<PlanChange[]> {
  const changes: PlanChange[] = [];
  for (const item of refunded) {
    if (!item.upgrade_from) continue;
    const enrolment = await enrolmentOnPlan(tx, order.user_id, item.program, item.plan, {
      activeOnly: false,
    });
    if (!enrolment) continue;
    changes.push({
      enrolmentId: enrolment.id,
      program: item.program,
      from: item.plan,
      to: item.upgrade_from,
      terms: await termsOnEarlierPlan(
        tx,
        order.user_id,
        { order_id: enrolment.order_id, program: item.program },
        item.upgrade_from,
      ),
    });
  }
  return changes;
}

export async function applyPlanChanges(
  tx: Transaction<Database>,
  changes: readonly PlanChange[],
): Promise<void> {
  for (const change of changes) {
    await setEnrolmentPlan(tx, change.enrolmentId, change.to, change.terms);
  }
}

/** The audit row's words for each change: 'plan of Python', from 'Basic Plan' to 'Pro Plan'. */
export const planChangeAudit = (changes: readonly PlanChange[]): AuditChange[] =>
  changes.map((c) => ({ field: `plan of ${c.program}`, before: c.from, after: c.to }));
