import type { Kysely, Transaction } from 'kysely';
import type { CheckAnswer, Marking } from '../../../domain/delivery/check-marking.ts';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** Where one learner stands on one check. */
export interface AttemptSummary {
  used: number;
  passed: boolean;
  /** The attempt with the most right (a passing one first); null before the first. */
  best: { right: number; total: number } | null;
}

export const NO_ATTEMPTS: AttemptSummary = { used: 0, passed: false, best: null };

const better = (a: { right: number; total: number }, b: { right: number; total: number }) =>
  a.right * b.total > b.right * a.total;

/**
 * Each learner's standing on each check, keyed `${user_id}:${check_id}`; learners who made no
 * attempt at a check are absent.
 */
export async function attemptSummaries(
  db: Executor,
  userIds: readonly number[],
  checkIds: readonly number[],
): Promise<Map<string, AttemptSummary>> {
  const summaries = new Map<string, AttemptSummary>();
  if (userIds.length === 0 || checkIds.length === 0) return summaries;
  const rows = await db
    .selectFrom('module_check_attempts')
    .select(['user_id', 'check_id', 'right_count', 'total', 'passed'])
    .where('user_id', 'in', [...userIds])
    .where('check_id', 'in', [...checkIds])
    .orderBy('attempt')
    .execute();
  for (const row of rows) {
    const key = summaryKey(row.user_id, row.check_id);
    const summary = summaries.get(key) ?? { used: 0, passed: false, best: null };
    const score = { right: row.right_count, total: row.total };
    const passed = row.passed === 1;
    summaries.set(key, {
      used: summary.used + 1,
      passed: summary.passed || passed,
      best:
        summary.best === null ||
        (passed && !summary.passed) ||
        (passed === summary.passed && better(score, summary.best))
          ? score
          : summary.best,
    });
  }
  return summaries;
}

export const summaryKey = (userId: number, checkId: number) => `${userId}:${checkId}`;

/** One learner's standing on one check. */
export async function attemptSummary(
  db: Executor,
  userId: number,
  checkId: number,
): Promise<AttemptSummary> {
  const all = await attemptSummaries(db, [userId], [checkId]);
  return all.get(summaryKey(userId, checkId)) ?? NO_ATTEMPTS;
}

/**
 * Stores a marked attempt as the learner's attempt number `attempt`. Two attempts that counted
 * the same ones before them break the unique (check_id, user_id, attempt): only one is stored.
 */
export async function insertAttempt(
  tx: Transaction<Database>,
  attempt: {
    checkId: number;
    version: number;
    userId: number;
    number: number;
    answers: readonly CheckAnswer[];
    marking: Marking;
    at: string;
  },
): Promise<number> {
  const row = await tx
    .insertInto('module_check_attempts')
    .values({
      check_id: attempt.checkId,
      version: attempt.version,
      user_id: attempt.userId,
      attempt: attempt.number,
      answers: JSON.stringify(attempt.answers),
      right_count: attempt.marking.right,
      total: attempt.marking.total,
      passed: attempt.marking.passed ? 1 : 0,
      submitted_at: attempt.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
