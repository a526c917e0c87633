import type { Kysely, Transaction } from 'kysely';
import type { SessionDetail } from '../../../domain/delivery/sessions.ts';
import { nowIso } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { moduleTitles } from './cohort-detail.ts';
import { sessionAudience } from './cohort-learners.ts';
import { sessionMarks, summaryOf, type SessionRow } from './cohort-sessions.ts';
import { programName, type CohortRow } from './cohorts.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** A session's page: the session, its cohort, and the mark of each learner it is for. */
export async function sessionDetail(
  db: Executor,
  cohort: CohortRow,
  session: SessionRow,
): Promise<SessionDetail> {
  const [members, marks] = await Promise.all([
    sessionAudience(db, session),
    sessionMarks(db, session.id),
  ]);
  const present = [...marks.values()].filter(Boolean).length;
  return {
    cohort: {
      id: cohort.id,
      program: cohort.program,
      program_name: programName(cohort.program),
      starts_on: cohort.starts_on,
      language: cohort.language,
      schedule: cohort.schedule,
    },
    session: { ...summaryOf(session, present), notes: session.notes },
    started: session.starts_at <= nowIso(),
    modules: moduleTitles(cohort.program),
    roster: members.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      present: marks.get(m.id) ?? null,
    })),
  };
}
