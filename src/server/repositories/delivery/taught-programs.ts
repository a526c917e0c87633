import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** Whether the user teaches a cohort of the program. */
export async function teachesProgram(
  db: Executor,
  userId: number,
  program: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('cohort_mentors as m')
    .innerJoin('cohorts as c', 'c.id', 'm.cohort_id')
    .select('m.cohort_id')
    .where('m.user_id', '=', userId)
    .where('c.program', '=', program)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
