import type { Kysely, Transaction } from 'kysely';
import { findProgram } from '../../../domain/catalogue/programs.ts';
import { learnPath, progressPercent } from '../../../domain/learner-space.ts';
import type { Database } from '../../db/schema.ts';
import { modulesDoneByProgram, nextSessionOfCohorts } from './learner-space.ts';
import { programSyllabus } from './program-syllabus.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** What "My programs" shows of each enrolment's delivery, beside its order. */
export interface EnrolmentDelivery {
  learn_path: string | null;
  self_paced: boolean;
  next_session: { starts_at: string; topic: string } | null;
  progress_percent: number;
}

/** The delivery of each of the learner's enrolments, in the order given. */
export async function deliveryOfEnrolments(
  db: Executor,
  userId: number,
  enrolments: readonly { program: string; cohort_id: number | null }[],
  now: Date,
): Promise<EnrolmentDelivery[]> {
  const cohortIds = enrolments.flatMap((e) => (e.cohort_id === null ? [] : [e.cohort_id]));
  const [next, done] = await Promise.all([
    nextSessionOfCohorts(db, cohortIds, now),
    modulesDoneByProgram(db, userId),
  ]);
  return enrolments.map((enrolment) => {
    const program = findProgram(enrolment.program);
    const session = enrolment.cohort_id === null ? undefined : next.get(enrolment.cohort_id);
    const total = program ? programSyllabus(program.slug).length : 0;
    const doneHere = program ? [...(done.get(program.slug) ?? [])].filter((i) => i < total) : [];
    return {
      learn_path: program ? learnPath(program.slug) : null,
      self_paced: enrolment.cohort_id === null,
      next_session: session ? { starts_at: session.starts_at, topic: session.topic } : null,
      progress_percent: progressPercent(doneHere.length, total),
    };
  });
}
