import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** Orders that still hold the seats they chose: placed and not yet paid, lapsed or cancelled. */
const HOLDING_STATUSES = ['awaiting_payment', 'payment_reported'] as const;

/**
 * Seats taken in each of `cohortIds`: learners enrolled in it, and unpaid orders that chose it
 * (an order's seat is kept for it until it is paid or lapses, so a paid order never finds its
 * cohort full). Cohorts with no seat taken are absent from the map.
 */
export async function seatsTaken(
  db: Executor,
  cohortIds: readonly number[],
): Promise<Map<number, number>> {
  const taken = new Map<number, number>();
  if (cohortIds.length === 0) return taken;
  const enrolled = await db
    .selectFrom('enrolments')
    .select(['cohort_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('cohort_id', 'in', [...cohortIds])
    .where('ended_at', 'is', null)
    .groupBy('cohort_id')
    .execute();
  const held = await db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select(['i.cohort_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('i.cohort_id', 'in', [...cohortIds])
    .where('o.status', 'in', [...HOLDING_STATUSES])
    .groupBy('i.cohort_id')
    .execute();
  for (const row of [...enrolled, ...held]) {
    if (row.cohort_id === null) continue;
    taken.set(row.cohort_id, (taken.get(row.cohort_id) ?? 0) + Number(row.count));
  }
  return taken;
}
