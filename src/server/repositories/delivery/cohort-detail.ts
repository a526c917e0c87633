import type { Kysely, Transaction } from 'kysely';
import type { ProgramSlug } from '../../../domain/catalogue/programs.ts';
import type { CohortDetail } from '../../../domain/delivery/cohorts.ts';
import type { Database } from '../../db/schema.ts';
import { cohortLearners } from './cohort-learners.ts';
import { cohortSessions } from './cohort-sessions.ts';
import { summariesOf, type CohortRow } from './cohorts.ts';
import { programSyllabus } from './program-syllabus.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** The titles of a cohort's program's modules, in order. */
export const moduleTitles = (program: string): string[] =>
  programSyllabus(program as ProgramSlug).map((m) => m.title);

/** A cohort's page: its summary, modules, sessions and learners. */
export async function cohortDetail(db: Executor, row: CohortRow): Promise<CohortDetail> {
  const modules = moduleTitles(row.program);
  const [[summary], sessions, learners] = await Promise.all([
    summariesOf(db, [row]),
    cohortSessions(db, row.id),
    cohortLearners(db, row, modules.length),
  ]);
  return { ...summary!, modules, sessions, learners };
}
