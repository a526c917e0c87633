import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The cohorts whose webinars the learner sees: those they are actively in on a plan bought with
 * webinars (Premium).
 */
export async function webinarCohortIds(db: Executor, userId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('enrolments')
    .select('cohort_id')
    .distinct()
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .where('cohort_id', 'is not', null)
    .where('webinars', '=', 1)
    .execute();
  return new Set(rows.flatMap((row) => (row.cohort_id === null ? [] : [row.cohort_id])));
}

/** Leaves out the webinars of cohorts where the learner's plan does not include them. */
export const withoutHiddenWebinars = <T extends { cohort_id: number; premium_only: number }>(
  sessions: readonly T[],
  webinarCohorts: ReadonlySet<number>,
): T[] => sessions.filter((s) => s.premium_only === 0 || webinarCohorts.has(s.cohort_id));
