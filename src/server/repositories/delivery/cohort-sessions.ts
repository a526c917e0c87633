import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { SessionSummary } from '../../../domain/delivery/cohorts.ts';
import type { PlannedSession } from '../../../domain/delivery/schedule.ts';
import { nowIso } from '../../db/database.ts';
import type { CohortSessionTable, Database } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;
export type SessionRow = Selectable<CohortSessionTable>;

export const summaryOf = (row: SessionRow, present: number): SessionSummary => ({
  id: row.id,
  starts_at: row.starts_at,
  minutes: row.minutes,
  topic: row.topic,
  module_index: row.module_index,
  status: row.status,
  change_reason: row.change_reason,
  meeting_url: row.meeting_url,
  recording_url: row.recording_url,
  attendance_marked_at: row.attendance_marked_at,
  present,
  premium_only: row.premium_only === 1,
  webinar_id: row.webinar_id,
});

/** A cohort's sessions in time order, each with how many learners were present. */
export async function cohortSessions(db: Executor, cohortId: number): Promise<SessionSummary[]> {
  const [rows, counts] = await Promise.all([
    db
      .selectFrom('cohort_sessions')
      .selectAll()
      .where('cohort_id', '=', cohortId)
      .orderBy('starts_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('session_attendance as a')
      .innerJoin('cohort_sessions as s', 's.id', 'a.session_id')
      .select(['a.session_id', (eb) => eb.fn.countAll<number>().as('present')])
      .where('s.cohort_id', '=', cohortId)
      .where('a.present', '=', 1)
      .groupBy('a.session_id')
      .execute(),
  ]);
  const present = new Map(counts.map((c) => [c.session_id, Number(c.present)]));
  return rows.map((row) => summaryOf(row, present.get(row.id) ?? 0));
}

export async function findSession(
  db: Executor,
  cohortId: number,
  sessionId: number,
): Promise<SessionRow | undefined> {
  return db
    .selectFrom('cohort_sessions')
    .selectAll()
    .where('id', '=', sessionId)
    .where('cohort_id', '=', cohortId)
    .executeTakeFirst();
}

/** Whether the cohort has a class (not a webinar) still to come, cancelled or not. */
export async function hasClassesToCome(db: Executor, cohortId: number): Promise<boolean> {
  const row = await db
    .selectFrom('cohort_sessions')
    .select('id')
    .where('cohort_id', '=', cohortId)
    .where('premium_only', '=', 0)
    .where('starts_at', '>', nowIso())
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertSessions(
  tx: Transaction<Database>,
  cohortId: number,
  sessions: readonly PlannedSession[],
): Promise<void> {
  const now = nowIso();
  await tx
    .insertInto('cohort_sessions')
    .values(
      sessions.map((s) => ({
        cohort_id: cohortId,
        starts_at: s.startsAt,
        minutes: s.minutes,
        topic: s.topic,
        module_index: s.moduleIndex,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

/** One session, at a time chosen by staff: a make-up class, a guest talk, a webinar's copy. */
export interface OneSession {
  startsAt: string;
  minutes: number;
  topic: string;
  moduleIndex: number | null;
  meetingUrl: string | null;
  /** A webinar: the Premium learners only, tied to its copies in other cohorts. */
  webinarId?: number;
}

export async function insertOneSession(
  tx: Transaction<Database>,
  cohortId: number,
  session: OneSession,
): Promise<number> {
  const now = nowIso();
  const row = await tx
    .insertInto('cohort_sessions')
    .values({
      cohort_id: cohortId,
      starts_at: session.startsAt,
      minutes: session.minutes,
      topic: session.topic,
      module_index: session.moduleIndex,
      meeting_url: session.meetingUrl,
      premium_only: session.webinarId === undefined ? 0 : 1,
      webinar_id: session.webinarId ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What a change may write to a session; the rest stays as it is. */
export type SessionFields = Omit<
  Updateable<CohortSessionTable>,
  'id' | 'cohort_id' | 'minutes' | 'created_at' | 'updated_at'
>;

export async function updateSession(
  tx: Transaction<Database>,
  sessionId: number,
  fields: SessionFields,
): Promise<void> {
  await tx
    .updateTable('cohort_sessions')
    .set({ ...fields, updated_at: nowIso() })
    .where('id', '=', sessionId)
    .execute();
}

/** Each learner's mark for a session: true present, false absent; absent from the map unmarked. */
export async function sessionMarks(db: Executor, sessionId: number): Promise<Map<number, boolean>> {
  const rows = await db
    .selectFrom('session_attendance')
    .select(['user_id', 'present'])
    .where('session_id', '=', sessionId)
    .execute();
  return new Map(rows.map((r) => [r.user_id, r.present === 1]));
}

/** Writes the marks given, replacing earlier ones for the same learners. */
export async function writeMarks(
  tx: Transaction<Database>,
  sessionId: number,
  marks: ReadonlyArray<{ learner_id: number; present: boolean }>,
  markedBy: number,
): Promise<void> {
  const now = nowIso();
  await tx
    .deleteFrom('session_attendance')
    .where('session_id', '=', sessionId)
    .where(
      'user_id',
      'in',
      marks.map((m) => m.learner_id),
    )
    .execute();
  await tx
    .insertInto('session_attendance')
    .values(
      marks.map((m) => ({
        session_id: sessionId,
        user_id: m.learner_id,
        present: m.present ? 1 : 0,
        marked_by: markedBy,
        marked_at: now,
      })),
    )
    .execute();
}
