import type { Kysely, Transaction } from 'kysely';
import { storedEntitlements, type Entitlements } from '../../../domain/mentoring/entitlements.ts';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** The enrolment a learner's space is about. */
export interface SpaceEnrolment {
  id: number;
  plan: string;
  /** What its plan gives, as it was bought. */
  entitlements: Entitlements;
  order_number: string;
  cohort_id: number | null;
}

/**
 * The learner's active enrolment in a program (enrolments name the program as orders do, by
 * its name). A learner who bought it twice sees the cohort one before a self-paced one, then
 * the newest. Access never lapses: only a refund ends an enrolment.
 */
export async function activeEnrolmentIn(
  db: Executor,
  userId: number,
  programName: string,
): Promise<SpaceEnrolment | undefined> {
  const rows = await db
    .selectFrom('enrolments as e')
    .innerJoin('orders as o', 'o.id', 'e.order_id')
    .select([
      'e.id',
      'e.plan',
      'e.terms',
      'e.cohort_id',
      'e.started_at',
      'o.number as order_number',
    ])
    .where('e.user_id', '=', userId)
    .where('e.program', '=', programName)
    .where('e.ended_at', 'is', null)
    .orderBy('e.started_at', 'desc')
    .orderBy('e.id', 'desc')
    .execute();
  const chosen = rows.find((row) => row.cohort_id !== null) ?? rows[0];
  return (
    chosen && {
      id: chosen.id,
      plan: chosen.plan,
      entitlements: storedEntitlements(chosen),
      order_number: chosen.order_number,
      cohort_id: chosen.cohort_id,
    }
  );
}

/** Whether the learner is actively enrolled in the cohort: who may see its sessions. */
export async function isInCohort(db: Executor, userId: number, cohortId: number): Promise<boolean> {
  const row = await db
    .selectFrom('enrolments')
    .select('id')
    .where('user_id', '=', userId)
    .where('cohort_id', '=', cohortId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function cohortWithMentors(db: Executor, cohortId: number) {
  const cohort = await db
    .selectFrom('cohorts')
    .select(['id', 'program', 'starts_on', 'schedule', 'language'])
    .where('id', '=', cohortId)
    .executeTakeFirst();
  if (!cohort) return undefined;
  const mentors = await db
    .selectFrom('cohort_mentors as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select('u.username')
    .where('m.cohort_id', '=', cohortId)
    .orderBy('u.username')
    .execute();
  return { ...cohort, mentors: mentors.map((m) => m.username) };
}

const SESSION_COLUMNS = [
  's.id',
  's.cohort_id',
  's.starts_at',
  's.minutes',
  's.topic',
  's.module_index',
  's.meeting_url',
  's.status',
  's.change_reason',
  's.recording_url',
  's.created_at',
  's.updated_at',
  's.premium_only',
] as const;

/** The sessions of these cohorts in time order, each with its cohort's program. */
export async function sessionsOfCohorts(db: Executor, cohortIds: readonly number[]) {
  if (cohortIds.length === 0) return [];
  return db
    .selectFrom('cohort_sessions as s')
    .innerJoin('cohorts as c', 'c.id', 's.cohort_id')
    .select([...SESSION_COLUMNS, 'c.program'])
    .where('s.cohort_id', 'in', [...cohortIds])
    .orderBy('s.starts_at')
    .orderBy('s.id')
    .execute();
}
export type SessionRow = Awaited<ReturnType<typeof sessionsOfCohorts>>[number];

/** Scheduled sessions that start after `from` and no later than `until`, in time order. */
export async function scheduledSessionsStarting(db: Executor, from: string, until: string) {
  return db
    .selectFrom('cohort_sessions as s')
    .innerJoin('cohorts as c', 'c.id', 's.cohort_id')
    .select([...SESSION_COLUMNS, 'c.program'])
    .where('s.status', '=', 'scheduled')
    .where('s.starts_at', '>', from)
    .where('s.starts_at', '<=', until)
    .orderBy('s.starts_at')
    .orderBy('s.id')
    .execute();
}

export async function findSession(db: Executor, id: number): Promise<SessionRow | undefined> {
  return db
    .selectFrom('cohort_sessions as s')
    .innerJoin('cohorts as c', 'c.id', 's.cohort_id')
    .select([...SESSION_COLUMNS, 'c.program'])
    .where('s.id', '=', id)
    .executeTakeFirst();
}

/** The cohorts the learner is actively enrolled in. */
export async function activeCohortIds(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('enrolments')
    .select('cohort_id')
    .distinct()
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .where('cohort_id', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.cohort_id === null ? [] : [row.cohort_id]));
}

/**
 * The next session still to end in each of these cohorts (the one in progress counts), by
 * cohort; cohorts with none left are absent.
 */
export async function nextSessionOfCohorts(
  db: Executor,
  cohortIds: readonly number[],
  now: Date,
): Promise<Map<number, SessionRow>> {
  const next = new Map<number, SessionRow>();
  // A session lasts hours at most: one that started a day ago has ended.
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
  const rows = cohortIds.length
    ? await db
        .selectFrom('cohort_sessions as s')
        .innerJoin('cohorts as c', 'c.id', 's.cohort_id')
        .select([...SESSION_COLUMNS, 'c.program'])
        .where('s.cohort_id', 'in', [...cohortIds])
        .where('s.status', '=', 'scheduled')
        .where('s.starts_at', '>=', since)
        .orderBy('s.starts_at')
        .execute()
    : [];
  for (const row of rows) {
    const ends = Date.parse(row.starts_at) + row.minutes * 60 * 1000;
    if (ends > now.getTime() && !next.has(row.cohort_id)) next.set(row.cohort_id, row);
  }
  return next;
}

/** The module indexes the learner marked done in a program (by its slug). */
export async function modulesDone(
  db: Executor,
  userId: number,
  slug: string,
): Promise<Set<number>> {
  const rows = await db
    .selectFrom('module_progress')
    .select('module_index')
    .where('user_id', '=', userId)
    .where('program', '=', slug)
    .execute();
  return new Set(rows.map((row) => row.module_index));
}

/** How many modules the learner marked done, by program slug. */
export async function modulesDoneByProgram(
  db: Executor,
  userId: number,
): Promise<Map<string, Set<number>>> {
  const rows = await db
    .selectFrom('module_progress')
    .select(['program', 'module_index'])
    .where('user_id', '=', userId)
    .execute();
  const done = new Map<string, Set<number>>();
  for (const row of rows) {
    const set = done.get(row.program) ?? new Set<number>();
    set.add(row.module_index);
    done.set(row.program, set);
  }
  return done;
}

/** Marks a module done; marking it again keeps the first time. */
export async function markModuleDone(
  db: Executor,
  userId: number,
  slug: string,
  index: number,
  at: string,
): Promise<void> {
  await db
    .insertInto('module_progress')
    .values({ user_id: userId, program: slug, module_index: index, done_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'program', 'module_index']).doNothing())
    .execute();
}

export async function unmarkModuleDone(
  db: Executor,
  userId: number,
  slug: string,
  index: number,
): Promise<void> {
  await db
    .deleteFrom('module_progress')
    .where('user_id', '=', userId)
    .where('program', '=', slug)
    .where('module_index', '=', index)
    .execute();
}

/** What staff attached to the program's modules, oldest first. */
export async function programMaterials(db: Executor, slug: string) {
  return db
    .selectFrom('materials')
    .select(['id', 'module_index', 'title', 'url', 'file_name', 'file_size', 'stored_name'])
    .where('program', '=', slug)
    .orderBy('module_index')
    .orderBy('id')
    .execute();
}

export async function findMaterial(db: Executor, slug: string, id: number) {
  return db
    .selectFrom('materials')
    .select(['id', 'file_name', 'file_type', 'stored_name'])
    .where('id', '=', id)
    .where('program', '=', slug)
    .executeTakeFirst();
}

export async function remindersWanted(db: Executor, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('reminders_off_at')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.reminders_off_at === null;
}

/** Turns session reminders on or off; turning them off again keeps the first time. */
export async function setReminders(db: Executor, userId: number, on: boolean, at: string) {
  await db
    .updateTable('users')
    .set({ reminders_off_at: on ? null : at })
    .where('id', '=', userId)
    .$if(!on, (qb) => qb.where('reminders_off_at', 'is', null))
    .execute();
}
