import type { Kysely } from 'kysely';
import type { LearnerCheck } from '../../../domain/delivery/check-attempts.ts';
import type { Database } from '../../db/schema.ts';
import {
  attemptSummaries,
  NO_ATTEMPTS,
  summaryKey,
} from '../../repositories/delivery/check-attempts.ts';
import { programChecks } from '../../repositories/delivery/module-checks.ts';
import { learnerCheck } from './check-view.ts';

/** The checks of a program's modules as the learner sees them, by module index. */
export async function learnerChecks(
  db: Kysely<Database>,
  userId: number,
  slug: string,
): Promise<Map<number, LearnerCheck>> {
  const checks = [...(await programChecks(db, slug)).values()];
  const summaries = await attemptSummaries(
    db,
    [userId],
    checks.map((c) => c.id),
  );
  return new Map(
    checks.map((c) => [
      c.module_index,
      learnerCheck(c, summaries.get(summaryKey(userId, c.id)) ?? NO_ATTEMPTS),
    ]),
  );
}
