import type { Kysely, Transaction } from 'kysely';
import { findProgram } from '../../../domain/catalogue/programs.ts';
import type {
  CohortListQuery,
  CohortSummary,
  MentorChoice,
  NewCohort,
  Person,
} from '../../../domain/delivery/cohorts.ts';
import { nowIso } from '../../db/database.ts';
import type { CohortTable, Database } from '../../db/schema.ts';
import { seatsTaken } from './cohort-seats.ts';

type Executor = Kysely<Database> | Transaction<Database>;
export type CohortRow = Omit<CohortTable, 'id' | 'schedule'> & { id: number; schedule: string };

/** Who is asking: a mentor sees only the cohorts they teach; staff and the owner see all. */
export interface Viewer {
  id: number;
  seesAll: boolean;
}

export const MENTOR_ROLES = ['mentor', 'staff', 'owner'] as const;

/** A cohort's program by its slug, as people read it. */
export const programName = (slug: string) => findProgram(slug)?.name ?? slug;

/** The cohort, if the viewer may see it: a mentor asking for another's learns nothing of it. */
export async function findCohort(
  db: Executor,
  id: number,
  viewer: Viewer,
): Promise<CohortRow | undefined> {
  let query = db.selectFrom('cohorts').selectAll().where('id', '=', id);
  if (!viewer.seesAll) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('cohort_mentors')
          .select('user_id')
          .whereRef('cohort_mentors.cohort_id', '=', 'cohorts.id')
          .where('cohort_mentors.user_id', '=', viewer.id),
      ),
    );
  }
  return query.executeTakeFirst();
}

/** The mentors of each cohort, by name. */
export async function mentorsOf(
  db: Executor,
  cohortIds: readonly number[],
): Promise<Map<number, Person[]>> {
  const mentors = new Map<number, Person[]>();
  if (cohortIds.length === 0) return mentors;
  const rows = await db
    .selectFrom('cohort_mentors as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.cohort_id', 'u.id', 'u.username'])
    .where('m.cohort_id', 'in', [...cohortIds])
    .orderBy('u.username_key')
    .execute();
  for (const row of rows) {
    const list = mentors.get(row.cohort_id) ?? [];
    list.push({ id: row.id, name: row.username });
    mentors.set(row.cohort_id, list);
  }
  return mentors;
}

/** The next scheduled session of each cohort from `now` on. */
async function nextSessions(db: Executor, cohortIds: readonly number[], now: string) {
  const next = new Map<number, CohortSummary['next_session']>();
  if (cohortIds.length === 0) return next;
  const rows = await db
    .selectFrom('cohort_sessions')
    .select(['id', 'cohort_id', 'starts_at', 'topic'])
    .where('cohort_id', 'in', [...cohortIds])
    .where('status', '=', 'scheduled')
    .where('starts_at', '>=', now)
    .orderBy('starts_at')
    .execute();
  for (const row of rows) {
    if (!next.has(row.cohort_id)) {
      next.set(row.cohort_id, { id: row.id, starts_at: row.starts_at, topic: row.topic });
    }
  }
  return next;
}

/** Cohorts as lists show them: seats, mentors and the next session. */
export async function summariesOf(db: Executor, rows: CohortRow[]): Promise<CohortSummary[]> {
  const ids = rows.map((r) => r.id);
  const [seats, mentors, next] = await Promise.all([
    seatsTaken(db, ids),
    mentorsOf(db, ids),
    nextSessions(db, ids, nowIso()),
  ]);
  return rows.map((row) => ({
    id: row.id,
    program: row.program,
    program_name: programName(row.program),
    starts_on: row.starts_on,
    capacity: row.capacity,
    seats_taken: seats.get(row.id) ?? 0,
    language: row.language,
    schedule: row.schedule,
    mentors: mentors.get(row.id) ?? [],
    next_session: next.get(row.id) ?? null,
  }));
}

/** The cohorts the viewer may see, latest start first. */
export async function listCohorts(
  db: Executor,
  query: CohortListQuery,
  viewer: Viewer,
): Promise<CohortSummary[]> {
  let select = db.selectFrom('cohorts').selectAll();
  if (query.program) select = select.where('program', '=', query.program);
  if (!viewer.seesAll) {
    select = select.where(
      'id',
      'in',
      db.selectFrom('cohort_mentors').select('cohort_id').where('user_id', '=', viewer.id),
    );
  }
  const rows = await select.orderBy('starts_on', 'desc').orderBy('id', 'desc').execute();
  return summariesOf(db, rows);
}

/** Accounts that can teach: mentors, staff and the owner. */
export async function mentorChoices(db: Executor): Promise<MentorChoice[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username', 'role'])
    .where('role', 'in', [...MENTOR_ROLES])
    .where('deleted_at', 'is', null)
    .orderBy('username_key')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.username, role: r.role as MentorChoice['role'] }));
}

/** The ids of `ids` that are not accounts able to teach. */
export async function notMentors(db: Executor, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [...ids])
    .where('role', 'in', [...MENTOR_ROLES])
    .where('deleted_at', 'is', null)
    .execute();
  const ok = new Set(found.map((r) => r.id));
  return ids.filter((id) => !ok.has(id));
}

export async function insertCohort(
  tx: Transaction<Database>,
  input: NewCohort,
): Promise<CohortRow> {
  const now = nowIso();
  return tx
    .insertInto('cohorts')
    .values({
      program: input.program,
      starts_on: input.starts_on,
      capacity: input.capacity,
      language: input.language,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Replaces a cohort's mentors. */
export async function setMentors(
  tx: Transaction<Database>,
  cohortId: number,
  mentorIds: readonly number[],
): Promise<void> {
  await tx.deleteFrom('cohort_mentors').where('cohort_id', '=', cohortId).execute();
  if (mentorIds.length === 0) return;
  await tx
    .insertInto('cohort_mentors')
    .values(mentorIds.map((user_id) => ({ cohort_id: cohortId, user_id })))
    .execute();
}
