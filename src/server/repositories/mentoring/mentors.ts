import type { Kysely, Transaction } from 'kysely';
import { isPostgres } from '../../db/migration-helpers.ts';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export interface BookableMentor {
  id: number;
  name: string;
}

const TEACHING_ROLES = ['mentor', 'staff', 'owner'] as const;

/**
 * Whom a learner books with: the mentors of their cohort. A self-paced learner has no cohort, so
 * the mentors of any cohort of the program; if it has none yet, anyone who teaches and has
 * set weekly hours. An account that has left or no longer teaches is never offered.
 */
export async function bookableMentors(
  db: Executor,
  enrolment: { cohort_id: number | null },
  programSlug: string,
): Promise<BookableMentor[]> {
  const base = db
    .selectFrom('users as u')
    .select(['u.id', 'u.username as name'])
    .distinct()
    .where('u.deleted_at', 'is', null)
    .where('u.role', 'in', [...TEACHING_ROLES])
    .orderBy('u.username');
  const ofCohorts = base
    .innerJoin('cohort_mentors as m', 'm.user_id', 'u.id')
    .innerJoin('cohorts as c', 'c.id', 'm.cohort_id');
  if (enrolment.cohort_id !== null) {
    return ofCohorts.where('c.id', '=', enrolment.cohort_id).execute();
  }
  const ofProgram = await ofCohorts.where('c.program', '=', programSlug).execute();
  if (ofProgram.length > 0) return ofProgram;
  return base
    .where((eb) =>
      eb.exists(
        eb.selectFrom('mentor_availability as a').select('a.id').whereRef('a.user_id', '=', 'u.id'),
      ),
    )
    .execute();
}

/**
 * Whether the mentor still teaches, their row held until the booking's transaction ends. With
 * lockLeavingMentor this orders a booking and the mentor's leaving: the booking either waits
 * and is refused, or is made first and the leaving cancels it. SQLite writes one at a time.
 */
export async function lockTeachingMentor(
  tx: Transaction<Database>,
  mentorId: number,
): Promise<boolean> {
  let query = tx
    .selectFrom('users as u')
    .select('u.id')
    .where('u.id', '=', mentorId)
    .where('u.deleted_at', 'is', null)
    .where('u.role', 'in', [...TEACHING_ROLES]);
  if (isPostgres(tx as unknown as Kysely<unknown>)) query = query.forShare();
  return (await query.executeTakeFirst()) !== undefined;
}

/** Holds the row of a mentor who is leaving until the leaving commits: see lockTeachingMentor. */
export async function lockLeavingMentor(tx: Transaction<Database>, mentorId: number) {
  if (!isPostgres(tx as unknown as Kysely<unknown>)) return;
  await tx.selectFrom('users').select('id').where('id', '=', mentorId).forUpdate().execute();
}
