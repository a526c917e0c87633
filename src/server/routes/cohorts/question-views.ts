import type { Kysely } from 'kysely';
import type { ProgramSlug } from '../../../domain/catalogue/programs.ts';
import type {
  CohortQuestions,
  Hidden,
  WaitingQuestion,
} from '../../../domain/delivery/questions.ts';
import type { Database } from '../../db/schema.ts';
import { programName, type CohortRow } from '../../repositories/delivery/cohorts.ts';
import {
  answersTo,
  questionsOfCohort,
  type QuestionRow,
} from '../../repositories/delivery/module-questions.ts';
import { programSyllabus } from '../../repositories/delivery/program-syllabus.ts';

/** 'Module 3' when the syllabus has since lost the module the question was asked on. */
export const moduleTitleOf = (program: string, index: number) =>
  programSyllabus(program as ProgramSlug)[index]?.title ?? `Module ${index + 1}`;

const hiddenOf = (row: {
  hidden_at: string | null;
  hidden_by_name: string | null;
  hidden_reason: string | null;
}): Hidden =>
  row.hidden_at
    ? { at: row.hidden_at, by: row.hidden_by_name, reason: row.hidden_reason ?? '' }
    : null;

/** Every question of the cohort, hidden ones too, newest first, as its mentors and staff read them. */
export async function cohortQuestions(
  db: Kysely<Database>,
  cohort: CohortRow,
): Promise<CohortQuestions> {
  const questions = await questionsOfCohort(db, cohort.id);
  const answers = await answersTo(
    db,
    questions.map((q) => q.id),
  );
  return {
    cohort: {
      id: cohort.id,
      program: cohort.program,
      program_name: programName(cohort.program),
      starts_on: cohort.starts_on,
    },
    questions: questions.map((q) => ({
      id: q.id,
      module_index: q.module_index,
      module_title: moduleTitleOf(q.program, q.module_index),
      learner: { id: q.learner_id, name: q.learner_name },
      body: q.body,
      asked_at: q.created_at,
      hidden: hiddenOf(q),
      answers: answers
        .filter((a) => a.question_id === q.id)
        .map((a) => ({
          id: a.id,
          author: a.author,
          body: a.body,
          answered_at: a.created_at,
          hidden: hiddenOf(a),
        })),
    })),
  };
}

export const waitingQuestionOf = (q: QuestionRow): WaitingQuestion => ({
  id: q.id,
  cohort_id: q.cohort_id,
  program_name: programName(q.program),
  cohort_starts_on: q.cohort_starts_on,
  module_index: q.module_index,
  module_title: moduleTitleOf(q.program, q.module_index),
  learner: q.learner_name,
  body: q.body,
  asked_at: q.created_at,
});
