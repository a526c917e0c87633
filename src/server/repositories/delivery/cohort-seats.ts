import type { Kysely, Selectable, Transaction } from 'kysely';
import { isPostgres } from '../../db/migration-helpers.ts';
import type { CohortTable, Database } from '../../db/schema.ts';

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

/**
 * A cohort as a change that takes one of its seats reads it, held; with the start of its first
 * scheduled session (null without one), which is when it stops being sold.
 */
export type HeldCohort = Selectable<CohortTable> & {
  seats_taken: number;
  first_session_at: string | null;
};

/**
 * The cohorts with their seats taken, each row held until the transaction ends. Everything that
 * takes a seat (an order choosing a cohort, staff moving a learner into one, access restored) or
 * changes how many a cohort has reads them here, and only here: two such changes at once are then
 * counted one after the other, and never both fill the last seat. Seats are counted, not stored,
 * so the cohort's row is what is held: FOR UPDATE on PostgreSQL, where transactions run side by
 * side; SQLite runs one write transaction at a time already. Taken in id order, so two orders
 * choosing the same cohorts never each hold one that the other waits for.
 */
export async function lockCohortSeats(
  tx: Transaction<Database>,
  ids: readonly number[],
): Promise<Map<number, HeldCohort>> {
  const held = new Map<number, HeldCohort>();
  if (ids.length === 0) return held;
  let query = tx
    .selectFrom('cohorts')
    .selectAll()
    .where('id', 'in', [...ids])
    .orderBy('id');
  if (isPostgres(tx as unknown as Kysely<unknown>)) query = query.forUpdate();
  const rows = await query.execute();
  const cohortIds = rows.map((r) => r.id);
  const [taken, firsts] = await Promise.all([
    seatsTaken(tx, cohortIds),
    cohortIds.length === 0
      ? Promise.resolve([])
      : tx
          .selectFrom('cohort_sessions')
          .select(['cohort_id', (eb) => eb.fn.min<string>('starts_at').as('first')])
          .where('cohort_id', 'in', cohortIds)
          .where('status', '=', 'scheduled')
          // A webinar held before the first class does not start the cohort.
          .where('premium_only', '=', 0)
          .groupBy('cohort_id')
          .execute(),
  ]);
  const firstOf = new Map(firsts.map((f) => [f.cohort_id, f.first]));
  for (const row of rows) {
    held.set(row.id, {
      ...row,
      seats_taken: taken.get(row.id) ?? 0,
      first_session_at: firstOf.get(row.id) ?? null,
    });
  }
  return held;
}
