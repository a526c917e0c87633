import type { Kysely, Transaction } from 'kysely';
import type { Enrolment } from '../../domain/learner-orders.ts';
import { findProgram } from '../../domain/catalogue/programs.ts';
import { storedEntitlements } from '../../domain/mentoring/entitlements.ts';
import { isPostgres } from '../db/migration-helpers.ts';
import type { Database } from '../db/schema.ts';
import { deliveryOfEnrolments } from './delivery/enrolment-delivery.ts';
import { orderItems, type OrderRow } from './orders.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** An enrolment's columns for the terms of the paid line that gives it its plan. */
export const termsColumns = (line: { plan: string; terms: string | null }) => ({
  terms: line.terms,
  webinars: storedEntitlements(line).webinars ? 1 : 0,
});

/**
 * Each item of a paid order becomes an enrolment, in the transaction that marks it paid, with
 * the terms the line was bought with; an upgrade line moves an enrolment the learner has
 * instead (orders/plan-changes.ts), and a line of seats enrols each learner who takes one
 * (orders/seat-claim.ts).
 */
export async function enrolOrder(tx: Transaction<Database>, order: OrderRow, at: string) {
  const items = (await orderItems(tx, order.id)).filter(
    (item) => !item.upgrade_from && item.seats === null,
  );
  if (items.length === 0) return;
  await tx
    .insertInto('enrolments')
    .values(
      items.map((item) => ({
        user_id: order.user_id,
        order_id: order.id,
        program: item.program,
        plan: item.plan,
        cohort_id: item.cohort_id,
        started_at: at,
        ...termsColumns(item),
      })),
    )
    .onConflict((oc) => oc.columns(['order_id', 'program', 'user_id']).doNothing())
    .execute();
}

/** A refund ends the enrolments of the programs it gave back; the order's others stay. */
export async function endEnrolments(
  tx: Transaction<Database>,
  orderId: number,
  programs: string[],
  at: string,
) {
  if (programs.length === 0) return;
  await tx
    .updateTable('enrolments')
    .set({ ended_at: at })
    .where('order_id', '=', orderId)
    .where('program', 'in', programs)
    .where('ended_at', 'is', null)
    .execute();
}

/**
 * Gives back the access an enrolment gave, when it was ended by mistake. False when it is not
 * ended (any more): someone restored it meanwhile.
 */
export async function restoreEnrolment(tx: Transaction<Database>, enrolmentId: number) {
  const restored = await tx
    .updateTable('enrolments')
    .set({ ended_at: null })
    .where('id', '=', enrolmentId)
    .where('ended_at', 'is not', null)
    .executeTakeFirst();
  return restored.numUpdatedRows > 0n;
}

/** The learner's current enrolments, newest first, each with its next session and progress. */
export async function activeEnrolments(
  db: Executor,
  userId: number,
  now = new Date(),
): Promise<Enrolment[]> {
  const rows = await db
    .selectFrom('enrolments as e')
    .innerJoin('orders as o', 'o.id', 'e.order_id')
    .select(['e.program', 'e.plan', 'e.started_at', 'e.cohort_id', 'o.number'])
    .where('e.user_id', '=', userId)
    .where('e.ended_at', 'is', null)
    .orderBy('e.started_at', 'desc')
    .orderBy('e.id')
    .execute();
  const delivery = await deliveryOfEnrolments(db, userId, rows, now);
  return rows.map((row, i) => ({
    program: row.program,
    path: findProgram(row.program)?.path ?? null,
    plan: row.plan,
    order_number: row.number,
    started_at: row.started_at,
    ...delivery[i]!,
  }));
}

/**
 * Holds the enrolment's row until the transaction ends, so that one learner's parallel bookings
 * or upgrades are counted one after the other; the row as it is then. SQLite's write
 * transactions are one at a time already.
 */
export async function lockEnrolment(tx: Transaction<Database>, id: number) {
  let query = tx
    .selectFrom('enrolments')
    .select(['id', 'plan', 'order_id', 'ended_at'])
    .where('id', '=', id);
  if (isPostgres(tx as unknown as Kysely<unknown>)) query = query.forUpdate();
  return query.executeTakeFirst();
}
