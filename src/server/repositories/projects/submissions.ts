import type { Kysely, Transaction } from 'kysely';
import type {
  ReviewDecision,
  SubmissionFileType,
  SubmissionStatus,
} from '../../../domain/projects/submissions.ts';
import { nowIso } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { Viewer } from '../delivery/cohorts.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** The enrolment a submission belongs to. */
export interface ProjectEnrolment {
  id: number;
  plan: string;
  cohort_id: number | null;
}

/**
 * The learner's active enrolment in a program (by its name, as orders have it), chosen as their
 * space chooses it: a cohort one before a self-paced one, then the newest.
 */
export async function projectEnrolment(
  db: Executor,
  userId: number,
  programName: string,
): Promise<ProjectEnrolment | undefined> {
  const rows = await db
    .selectFrom('enrolments')
    .select(['id', 'plan', 'cohort_id'])
    .where('user_id', '=', userId)
    .where('program', '=', programName)
    .where('ended_at', 'is', null)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.find((row) => row.cohort_id !== null) ?? rows[0];
}

const SUBMISSION_COLUMNS = [
  's.id',
  's.enrolment_id',
  's.user_id',
  's.program',
  's.project',
  's.attempt',
  's.link_url',
  's.file_name',
  's.file_type',
  's.file_size',
  's.stored_name',
  's.note',
  's.status',
  's.submitted_at',
  's.review_comment',
  's.reviewed_at',
] as const;

/**
 * A learner's submissions of a program's projects, oldest attempt first. They follow the
 * learner, not one order: a learner who buys the program again keeps what was accepted.
 */
export async function learnerSubmissions(db: Executor, userId: number, program: string) {
  return db
    .selectFrom('project_submissions as s')
    .select([...SUBMISSION_COLUMNS])
    .where('s.user_id', '=', userId)
    .where('s.program', '=', program)
    .orderBy('s.project')
    .orderBy('s.attempt')
    .execute();
}
export type SubmissionRow = Awaited<ReturnType<typeof learnerSubmissions>>[number];

export interface NewSubmission {
  enrolmentId: number;
  userId: number;
  program: string;
  project: string;
  attempt: number;
  note: string;
  link?: string;
  file?: { name: string; type: SubmissionFileType; size: number; storedName: string };
}

export async function insertSubmission(tx: Transaction<Database>, input: NewSubmission) {
  return tx
    .insertInto('project_submissions')
    .values({
      enrolment_id: input.enrolmentId,
      user_id: input.userId,
      program: input.program,
      project: input.project,
      attempt: input.attempt,
      link_url: input.link ?? null,
      file_name: input.file?.name ?? null,
      file_type: input.file?.type ?? null,
      file_size: input.file?.size ?? null,
      stored_name: input.file?.storedName ?? null,
      note: input.note,
      submitted_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Submissions with their learner and cohort, as far as the viewer may review them. */
function reviewRows(db: Executor, viewer: Viewer) {
  const query = db
    .selectFrom('project_submissions as s')
    .innerJoin('enrolments as e', 'e.id', 's.enrolment_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('cohorts as c', 'c.id', 'e.cohort_id')
    .select([
      ...SUBMISSION_COLUMNS,
      'u.username as learner',
      'e.plan',
      'e.cohort_id',
      'c.starts_on as cohort_starts_on',
    ]);
  if (viewer.seesAll) return query;
  // A mentor reviews the learners of the cohorts they teach, and the self-paced learners of a
  // program they teach a cohort of.
  return query.where((eb) => {
    const taught = eb
      .selectFrom('cohort_mentors')
      .select('cohort_id')
      .where('user_id', '=', viewer.id);
    const taughtPrograms = eb
      .selectFrom('cohorts as tc')
      .innerJoin('cohort_mentors as tm', 'tm.cohort_id', 'tc.id')
      .select('tc.program')
      .where('tm.user_id', '=', viewer.id);
    return eb.or([
      eb('e.cohort_id', 'in', taught),
      eb.and([eb('e.cohort_id', 'is', null), eb('s.program', 'in', taughtPrograms)]),
    ]);
  });
}

/** Submissions waiting for review that the viewer may review, oldest first. */
export async function reviewQueue(db: Executor, viewer: Viewer) {
  return reviewRows(db, viewer)
    .where('s.status', '=', 'submitted')
    .orderBy('s.submitted_at')
    .orderBy('s.id')
    .execute();
}
export type ReviewRow = Awaited<ReturnType<typeof reviewQueue>>[number];

/** One submission, if the viewer may review it. */
export async function visibleSubmission(
  db: Executor,
  id: number,
  viewer: Viewer,
): Promise<ReviewRow | undefined> {
  return reviewRows(db, viewer).where('s.id', '=', id).executeTakeFirst();
}

/** The learner's other attempts at the same project, newest first. */
export async function earlierAttempts(db: Executor, row: ReviewRow) {
  return db
    .selectFrom('project_submissions as s')
    .select([...SUBMISSION_COLUMNS])
    .where('s.user_id', '=', row.user_id)
    .where('s.program', '=', row.program)
    .where('s.project', '=', row.project)
    .where('s.attempt', '<', row.attempt)
    .orderBy('s.attempt', 'desc')
    .execute();
}

/** Records the decision on a submission still waiting; false when someone reviewed it first. */
export async function recordReview(
  tx: Transaction<Database>,
  id: number,
  review: { reviewerId: number; decision: ReviewDecision; comment: string },
): Promise<boolean> {
  const result = await tx
    .updateTable('project_submissions')
    .set({
      status: review.decision satisfies SubmissionStatus,
      reviewer_id: review.reviewerId,
      review_comment: review.comment === '' ? null : review.comment,
      reviewed_at: nowIso(),
    })
    .where('id', '=', id)
    .where('status', '=', 'submitted')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The addresses of a cohort's mentors: who hears of its learners' submissions. */
export async function cohortMentorAddresses(db: Executor, cohortId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('cohort_mentors as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select('u.email')
    .where('m.cohort_id', '=', cohortId)
    .where('u.deleted_at', 'is', null)
    .orderBy('u.email')
    .execute();
  return rows.map((r) => r.email);
}

export async function learnerAddress(db: Executor, userId: number) {
  return db
    .selectFrom('users')
    .select(['username', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}
