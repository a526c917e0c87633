import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { SessionRow } from './cohort-sessions.ts';
import type { CohortRow } from './cohorts.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The program's cohorts a webinar starting at `startsAt` reaches: those still being taught then,
 * that is with a class (not a webinar, not cancelled) ending at or after it, or with no class
 * scheduled yet. A cohort whose classes are all over is left alone.
 */
export async function cohortsTaughtAt(
  db: Executor,
  program: string,
  startsAt: string,
): Promise<CohortRow[]> {
  const cohorts = await db
    .selectFrom('cohorts')
    .selectAll()
    .where('program', '=', program)
    .orderBy('starts_on')
    .orderBy('id')
    .execute();
  if (cohorts.length === 0) return [];
  const classes = await db
    .selectFrom('cohort_sessions')
    .select(['cohort_id', 'starts_at', 'minutes'])
    .where(
      'cohort_id',
      'in',
      cohorts.map((c) => c.id),
    )
    .where('status', '=', 'scheduled')
    .where('premium_only', '=', 0)
    .execute();
  const lastEnd = new Map<number, number>();
  for (const c of classes) {
    const end = Date.parse(c.starts_at) + c.minutes * 60_000;
    lastEnd.set(c.cohort_id, Math.max(lastEnd.get(c.cohort_id) ?? 0, end));
  }
  const at = Date.parse(startsAt);
  return cohorts.filter((c) => {
    const end = lastEnd.get(c.id);
    return end === undefined || end >= at;
  });
}

/** A new webinar of the program; its sessions are added to each cohort by the caller. */
export async function insertWebinar(
  tx: Transaction<Database>,
  program: string,
  createdBy: number,
): Promise<number> {
  const row = await tx
    .insertInto('webinars')
    .values({ program, created_by: createdBy, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The session and, for a program's webinar, its copies in the other cohorts, each with its
 * cohort: a change to a webinar is made to every copy, so that no cohort's Premium learners are
 * left with an old time or link.
 */
export async function sessionWithCopies(
  db: Executor,
  cohort: CohortRow,
  session: SessionRow,
): Promise<Array<{ cohort: CohortRow; session: SessionRow }>> {
  if (session.webinar_id === null) return [{ cohort, session }];
  const rows = await db
    .selectFrom('cohort_sessions as s')
    .innerJoin('cohorts as c', 'c.id', 's.cohort_id')
    .selectAll('s')
    .select([
      'c.program',
      'c.starts_on',
      'c.capacity',
      'c.language',
      'c.schedule',
      'c.created_at as cohort_created_at',
      'c.updated_at as cohort_updated_at',
    ])
    .where('s.webinar_id', '=', session.webinar_id)
    .orderBy('c.starts_on')
    .orderBy('s.id')
    .execute();
  return rows.map(
    ({
      program,
      starts_on,
      capacity,
      language,
      schedule,
      cohort_created_at,
      cohort_updated_at,
      ...copy
    }) => ({
      cohort: {
        id: copy.cohort_id,
        program,
        starts_on,
        capacity,
        language,
        schedule,
        created_at: cohort_created_at,
        updated_at: cohort_updated_at,
      },
      session: copy,
    }),
  );
}
