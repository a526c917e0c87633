import type { Kysely, Transaction } from 'kysely';
import { cohortNameInWords } from '../../../domain/delivery/cohort-words.ts';
import type { Database } from '../../db/schema.ts';
import { programName } from './cohorts.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** Of these cohorts, the ones nobody teaches, by name, earliest start first. */
export async function cohortsWithoutMentor(
  db: Executor,
  cohortIds: readonly number[],
): Promise<Array<{ id: number; name: string }>> {
  if (cohortIds.length === 0) return [];
  const rows = await db
    .selectFrom('cohorts as c')
    .select(['c.id', 'c.program', 'c.starts_on'])
    .where('c.id', 'in', [...cohortIds])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('cohort_mentors as m')
            .select('m.user_id')
            .whereRef('m.cohort_id', '=', 'c.id'),
        ),
      ),
    )
    .orderBy('c.starts_on')
    .orderBy('c.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: cohortNameInWords(programName(row.program), row.starts_on),
  }));
}
