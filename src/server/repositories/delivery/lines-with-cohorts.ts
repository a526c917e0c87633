import type { Kysely, Transaction } from 'kysely';
import { cohortOfLineInWords } from '../../../domain/delivery/cohort-words.ts';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * An order's lines as its learner reads them: each with the cohort chosen, in words, and
 * whether a refund ended it.
 */
export async function linesWithCohorts(db: Executor, orderId: number) {
  const rows = await db
    .selectFrom('order_items as i')
    .leftJoin('cohorts as c', 'c.id', 'i.cohort_id')
    .select([
      'i.program',
      'i.plan',
      'i.plan_paise',
      'i.upgrade_from',
      'i.refunded_at',
      'c.starts_on',
      'c.schedule',
      'c.language',
    ])
    .where('i.order_id', '=', orderId)
    .orderBy('i.position')
    .execute();
  return rows.map(({ starts_on, schedule, language, upgrade_from, refunded_at, ...line }) => ({
    ...line,
    refunded: refunded_at !== null,
    cohort: cohortOfLineInWords(
      starts_on === null ? null : { starts_on, schedule: schedule ?? '', language: language ?? '' },
    ),
    ...(upgrade_from ? { upgrade_from } : {}),
  }));
}
