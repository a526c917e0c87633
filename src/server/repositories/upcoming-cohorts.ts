import type { Kysely, Transaction } from 'kysely';
import type { Program } from '../../domain/catalogue/programs.ts';
import { timetableOf, type CohortListing } from '../../domain/catalogue/course-instances.ts';
import { cohortStarted } from '../../domain/cohort-choice.ts';
import { istDay } from '../../domain/india-time.ts';
import type { Database } from '../db/schema.ts';
import { seatsTaken } from './delivery/cohort-seats.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export type { CohortListing };

// A cohort names its program as the catalogue does: by slug or by name, both are read.
const namesOf = (program: Program) => [program.slug, program.name];

/**
 * The program's cohorts still to begin, soonest first, with seats left: starting today (IST) or
 * later, and none of their sessions started yet (a cohort whose first class was this morning is
 * no longer sold as if it had not begun).
 */
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
  const [taken, sessions, mentors] = await Promise.all([
    seatsTaken(db, ids),
    db
      .selectFrom('cohort_sessions')
      .select(['cohort_id', 'starts_at', 'minutes'])
      .where('cohort_id', 'in', ids)
      .where('status', '=', 'scheduled')
      // The timetable sold is the classes; webinars are for Premium learners once enrolled.
      .where('premium_only', '=', 0)
      .orderBy('starts_at')
      .execute(),
    db
      .selectFrom('cohort_mentors')
      .select(['cohort_id', 'user_id'])
      .where('cohort_id', 'in', ids)
      .orderBy('user_id')
      .execute(),
  ]);
  const today = istDay(now);
  return rows.flatMap((row) => {
    const own = sessions.filter((s) => s.cohort_id === row.id);
    const first = { starts_on: row.starts_on, first_session_at: own[0]?.starts_at ?? null };
    if (cohortStarted(first, today, now.toISOString())) return [];
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
      mentorUserIds: mentors.filter((m) => m.cohort_id === row.id).map((m) => m.user_id),
    };
  });
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
