import type { Kysely, Transaction } from 'kysely';
import type { Program } from '../../domain/catalogue/programs.ts';
import { timetableOf, type CohortTimetable } from '../../domain/catalogue/course-instances.ts';
import type { UpcomingCohort } from '../../domain/catalogue/upcoming-cohorts.ts';
import { istDay } from '../../domain/india-time.ts';
import { isPostgres } from '../db/migration-helpers.ts';
import type { Database } from '../db/schema.ts';
import { seatsTaken } from './delivery/cohort-seats.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** An upcoming cohort with when its sessions fall in the week, for the page's JSON-LD. */
export interface CohortListing {
  cohort: UpcomingCohort;
  timetable: CohortTimetable | null;
}

// A cohort names its program as the catalogue does: by slug or by name, both are read.
const namesOf = (program: Program) => [program.slug, program.name];

/** The program's cohorts that start today (IST) or later, soonest first, with seats left. */
export async function upcomingCohorts(
  db: Executor,
  program: Program,
  now: Date = new Date(),
): Promise<CohortListing[]> {
  const rows = await db
    .selectFrom('cohorts')
    .select(['id', 'starts_on', 'capacity', 'language', 'schedule'])
    .where('program', 'in', namesOf(program))
    .where('starts_on', '>=', istDay(now))
    .orderBy('starts_on')
    .orderBy('id')
    .execute();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [taken, sessions] = await Promise.all([
    seatsTaken(db, ids),
    db
      .selectFrom('cohort_sessions')
      .select(['cohort_id', 'starts_at', 'minutes'])
      .where('cohort_id', 'in', ids)
      .where('status', '=', 'scheduled')
      .orderBy('starts_at')
      .execute(),
  ]);
  return rows.map((row) => {
    const own = sessions.filter((s) => s.cohort_id === row.id);
    const last = own.at(-1);
    return {
      cohort: {
        id: row.id,
        starts_on: row.starts_on,
        ends_on: last ? istDay(last.starts_at) : null,
        schedule: row.schedule,
        language: row.language,
        seats_left: Math.max(0, row.capacity - (taken.get(row.id) ?? 0)),
      },
      timetable: timetableOf(own),
    };
  });
}

export interface ChosenCohort {
  id: number;
  program: string;
  starts_on: string;
  capacity: number;
  seats_taken: number;
}

/**
 * The cohorts an order chose, with their seats taken, read in the order's transaction. On
 * PostgreSQL the cohort rows stay locked until it commits, so two buyers of the last seat are
 * counted one after the other; SQLite's write transactions are one at a time already.
 */
export async function lockChosenCohorts(
  tx: Transaction<Database>,
  ids: readonly number[],
): Promise<Map<number, ChosenCohort>> {
  const chosen = new Map<number, ChosenCohort>();
  if (ids.length === 0) return chosen;
  let query = tx
    .selectFrom('cohorts')
    .select(['id', 'program', 'starts_on', 'capacity'])
    .where('id', 'in', [...ids])
    .orderBy('id');
  if (isPostgres(tx as unknown as Kysely<unknown>)) query = query.forUpdate();
  const rows = await query.execute();
  const taken = await seatsTaken(
    tx,
    rows.map((r) => r.id),
  );
  for (const row of rows) chosen.set(row.id, { ...row, seats_taken: taken.get(row.id) ?? 0 });
  return chosen;
}

/** Writes each line's cohort (null: self-paced) onto the order just inserted, by position. */
export async function setLineCohorts(
  tx: Transaction<Database>,
  orderId: number,
  cohortIds: readonly (number | null)[],
): Promise<void> {
  for (const [position, cohortId] of cohortIds.entries()) {
    if (cohortId === null) continue;
    await tx
      .updateTable('order_items')
      .set({ cohort_id: cohortId })
      .where('order_id', '=', orderId)
      .where('position', '=', position)
      .execute();
  }
}
