import type { Kysely, Transaction } from 'kysely';
import type { CohortLearner } from '../../../domain/delivery/cohorts.ts';
import { progressPercent } from '../../../domain/learner-space.ts';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** A learner taught in a cohort: an active enrolment in it. */
export interface CohortMember {
  enrolmentId: number;
  id: number;
  name: string;
  email: string;
  plan: string;
  program: string;
}

/**
 * The cohort's learners (active enrolments), by name; with `webinars`, only those whose plan
 * includes webinars (Premium), who are the audience of a webinar.
 */
export async function cohortMembers(
  db: Executor,
  cohortId: number,
  only: { webinars?: boolean } = {},
): Promise<CohortMember[]> {
  const rows = await db
    .selectFrom('enrolments as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.id as enrolment_id', 'u.id', 'u.username', 'u.email', 'e.plan', 'e.program'])
    .where('e.cohort_id', '=', cohortId)
    .where('e.ended_at', 'is', null)
    .$if(only.webinars === true, (qb) => qb.where('e.webinars', '=', 1))
    .orderBy('u.username_key')
    .execute();
  return rows.map((r) => ({
    enrolmentId: r.enrolment_id,
    id: r.id,
    name: r.username,
    email: r.email,
    plan: r.plan,
    program: r.program,
  }));
}

/**
 * Each learner's attendance over the cohort's sessions that were marked, and their progress
 * through the program's `moduleCount` modules (module_progress is kept by program slug).
 */
export async function cohortLearners(
  db: Executor,
  cohort: { id: number; program: string },
  moduleCount: number,
): Promise<CohortLearner[]> {
  const members = await cohortMembers(db, cohort.id);
  if (members.length === 0) return [];
  const ids = members.map((m) => m.id);
  const [attendance, progress] = await Promise.all([
    db
      .selectFrom('session_attendance as a')
      .innerJoin('cohort_sessions as s', 's.id', 'a.session_id')
      .select([
        'a.user_id',
        (eb) => eb.fn.countAll<number>().as('marked'),
        (eb) => eb.fn.sum<number>('a.present').as('present'),
      ])
      .where('s.cohort_id', '=', cohort.id)
      .where('a.user_id', 'in', ids)
      .groupBy('a.user_id')
      .execute(),
    db
      .selectFrom('module_progress')
      .select(['user_id', (eb) => eb.fn.countAll<number>().as('done')])
      .where('program', '=', cohort.program)
      .where('module_index', '<', moduleCount)
      .where('user_id', 'in', ids)
      .groupBy('user_id')
      .execute(),
  ]);
  const marks = new Map(attendance.map((a) => [a.user_id, a]));
  const done = new Map(progress.map((p) => [p.user_id, Number(p.done)]));
  return members.map((m) => {
    const modulesDone = done.get(m.id) ?? 0;
    return {
      id: m.id,
      name: m.name,
      email: m.email,
      plan: m.plan,
      attended: Number(marks.get(m.id)?.present ?? 0),
      attendance_marked: Number(marks.get(m.id)?.marked ?? 0),
      modules_done: modulesDone,
      progress_percent: progressPercent(modulesDone, moduleCount),
    };
  });
}

/** Who a session is for: all the cohort's learners, or for a webinar its Premium learners. */
export const sessionAudience = (
  db: Executor,
  session: { cohort_id: number; premium_only: number },
): Promise<CohortMember[]> =>
  cohortMembers(db, session.cohort_id, { webinars: session.premium_only === 1 });
