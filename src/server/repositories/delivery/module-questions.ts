import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Viewer } from './cohorts.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** Hiding a post, or showing it again (null). */
export type Hiding = { at: string; by: number; reason: string } | null;

export async function insertQuestion(
  tx: Executor,
  question: { cohortId: number; moduleIndex: number; learnerId: number; body: string; at: string },
): Promise<number> {
  const row = await tx
    .insertInto('module_questions')
    .values({
      cohort_id: question.cohortId,
      module_index: question.moduleIndex,
      learner_id: question.learnerId,
      body: question.body,
      created_at: question.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertAnswer(
  tx: Executor,
  answer: { questionId: number; authorId: number; body: string; at: string },
): Promise<number> {
  const row = await tx
    .insertInto('module_answers')
    .values({
      question_id: answer.questionId,
      author_id: answer.authorId,
      body: answer.body,
      created_at: answer.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The mentors of a cohort, who are mailed its questions. */
export async function cohortMentorAddresses(tx: Executor, cohortId: number) {
  return tx
    .selectFrom('cohort_mentors as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.username', 'u.email'])
    .where('m.cohort_id', '=', cohortId)
    .where('u.deleted_at', 'is', null)
    .orderBy('u.id')
    .execute();
}

const QUESTION_COLUMNS = [
  'q.id',
  'q.cohort_id',
  'q.module_index',
  'q.learner_id',
  'q.body',
  'q.created_at',
  'q.hidden_at',
  'q.hidden_reason',
  'c.program',
  'c.starts_on as cohort_starts_on',
  'l.username as learner_name',
  'l.email as learner_email',
  'l.deleted_at as learner_deleted_at',
] as const;

/** A question of the cohort, with its learner and the cohort's program; hidden ones too. */
export async function findQuestion(db: Executor, cohortId: number, questionId: number) {
  return db
    .selectFrom('module_questions as q')
    .innerJoin('cohorts as c', 'c.id', 'q.cohort_id')
    .innerJoin('users as l', 'l.id', 'q.learner_id')
    .select(QUESTION_COLUMNS)
    .where('q.id', '=', questionId)
    .where('q.cohort_id', '=', cohortId)
    .executeTakeFirst();
}
export type QuestionRow = NonNullable<Awaited<ReturnType<typeof findQuestion>>>;

export async function findAnswer(db: Executor, questionId: number, answerId: number) {
  return db
    .selectFrom('module_answers')
    .select(['id', 'hidden_at', 'hidden_reason'])
    .where('id', '=', answerId)
    .where('question_id', '=', questionId)
    .executeTakeFirst();
}

const hidingValues = (hiding: Hiding) => ({
  hidden_at: hiding?.at ?? null,
  hidden_by: hiding?.by ?? null,
  hidden_reason: hiding?.reason ?? null,
});

/**
 * Hides a post (a question or an answer), or shows it again (null), only if it is not so
 * already: whether it changed. Two staff hiding it at once change it, and audit it, once.
 */
export async function setPostHidden(
  tx: Executor,
  table: 'module_questions' | 'module_answers',
  id: number,
  hiding: Hiding,
): Promise<boolean> {
  const result = await tx
    .updateTable(table)
    .set(hidingValues(hiding))
    .where('id', '=', id)
    .where('hidden_at', hiding ? 'is' : 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The cohort's questions, newest first, each with its learner and who hid it; `shown` leaves
 * the hidden ones out (the learners' view).
 */
export async function questionsOfCohort(db: Executor, cohortId: number, { shown = false } = {}) {
  return db
    .selectFrom('module_questions as q')
    .innerJoin('cohorts as c', 'c.id', 'q.cohort_id')
    .innerJoin('users as l', 'l.id', 'q.learner_id')
    .leftJoin('users as h', 'h.id', 'q.hidden_by')
    .select([...QUESTION_COLUMNS, 'h.username as hidden_by_name'])
    .where('q.cohort_id', '=', cohortId)
    .$if(shown, (qb) => qb.where('q.hidden_at', 'is', null))
    .orderBy('q.created_at', 'desc')
    .orderBy('q.id', 'desc')
    .execute();
}

/** The answers to these questions, oldest first, with their authors and who hid them. */
export async function answersTo(
  db: Executor,
  questionIds: readonly number[],
  { shown = false } = {},
) {
  if (questionIds.length === 0) return [];
  return db
    .selectFrom('module_answers as a')
    .innerJoin('users as u', 'u.id', 'a.author_id')
    .leftJoin('users as h', 'h.id', 'a.hidden_by')
    .select([
      'a.id',
      'a.question_id',
      'a.author_id',
      'a.body',
      'a.created_at',
      'a.hidden_at',
      'a.hidden_reason',
      'u.username as author',
      'h.username as hidden_by_name',
    ])
    .where('a.question_id', 'in', [...questionIds])
    .$if(shown, (qb) => qb.where('a.hidden_at', 'is', null))
    .orderBy('a.created_at')
    .orderBy('a.id')
    .execute();
}
export type AnswerRow = Awaited<ReturnType<typeof answersTo>>[number];

/** The ids of the cohort's mentors. */
export async function mentorIdsOf(db: Executor, cohortId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('cohort_mentors')
    .select('user_id')
    .where('cohort_id', '=', cohortId)
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

/**
 * Questions that are not hidden and have no answer a learner can read, oldest first: of the
 * cohorts the viewer teaches, or of every cohort for staff.
 */
export async function waitingQuestions(db: Executor, viewer: Viewer) {
  return db
    .selectFrom('module_questions as q')
    .innerJoin('cohorts as c', 'c.id', 'q.cohort_id')
    .innerJoin('users as l', 'l.id', 'q.learner_id')
    .select(QUESTION_COLUMNS)
    .where('q.hidden_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('module_answers as a')
            .select('a.id')
            .whereRef('a.question_id', '=', 'q.id')
            .where('a.hidden_at', 'is', null),
        ),
      ),
    )
    .$if(!viewer.seesAll, (qb) =>
      qb.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('cohort_mentors as m')
            .select('m.user_id')
            .whereRef('m.cohort_id', '=', 'q.cohort_id')
            .where('m.user_id', '=', viewer.id),
        ),
      ),
    )
    .orderBy('q.created_at')
    .orderBy('q.id')
    .execute();
}
