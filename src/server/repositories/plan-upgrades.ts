import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { activeEnrolmentIn } from './delivery/learner-space.ts';
import { lockEnrolment, termsColumns } from './enrolments.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** An upgrade order in these states is still open: a second one would charge twice. */
const OPEN_STATUSES = ['awaiting_payment', 'payment_reported'] as const;

/**
 * The enrolment an upgrade of the program moves (the one the learner's space shows), held until
 * the transaction ends: two upgrade requests of one enrolment run one after the other, so the
 * second sees the first one's order.
 */
export async function lockEnrolmentToUpgrade(
  tx: Transaction<Database>,
  userId: number,
  programName: string,
) {
  const chosen = await activeEnrolmentIn(tx, userId, programName);
  if (!chosen) return undefined;
  const row = await lockEnrolment(tx, chosen.id);
  return row && row.ended_at === null ? row : undefined;
}

/** Whether the learner had the program once: an ended enrolment is refused in other words. */
export async function hadEnrolmentIn(db: Executor, userId: number, programName: string) {
  const row = await db
    .selectFrom('enrolments')
    .select('id')
    .where('user_id', '=', userId)
    .where('program', '=', programName)
    .executeTakeFirst();
  return row !== undefined;
}

/** The learner's upgrade order of the program that still waits for its payment, if any. */
export async function openUpgradeOrder(db: Executor, userId: number, programName: string) {
  return db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select(['o.number', 'o.status', 'i.plan'])
    .where('o.user_id', '=', userId)
    .where('i.program', '=', programName)
    .where('i.upgrade_from', 'is not', null)
    .where('o.status', 'in', [...OPEN_STATUSES])
    .orderBy('o.id', 'desc')
    .executeTakeFirst();
}

/**
 * The learner's enrolment in the program on `plan`: an active one before an ended one, then
 * as the learner's space picks (a cohort before self-paced, the newest first).
 */
export async function enrolmentOnPlan(
  db: Executor,
  userId: number,
  programName: string,
  plan: string,
  { activeOnly }: { activeOnly: boolean },
) {
  let query = db
    .selectFrom('enrolments')
    .select(['id', 'plan', 'order_id', 'cohort_id', 'ended_at'])
    .where('user_id', '=', userId)
    .where('program', '=', programName)
    .where('plan', '=', plan)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc');
  if (activeOnly) query = query.where('ended_at', 'is', null);
  const rows = await query.execute();
  const rank = (row: (typeof rows)[number]) =>
    (row.ended_at === null ? 0 : 2) + (row.cohort_id === null ? 1 : 0);
  return rows.sort((a, b) => rank(a) - rank(b))[0];
}

/**
 * The terms an enrolment had on `plan` before it was upgraded from it: those of the learner's
 * paid, unrefunded upgrade line of the program that last moved it up to that plan, else those
 * of the line it enrolled with. Null when that line holds none.
 */
export async function termsOnEarlierPlan(
  db: Executor,
  userId: number,
  enrolment: { order_id: number; program: string },
  plan: string,
): Promise<string | null> {
  const upgraded = await db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select('i.terms')
    .where('o.user_id', '=', userId)
    .where('o.paid_at', 'is not', null)
    .where('i.program', '=', enrolment.program)
    .where('i.plan', '=', plan)
    .where('i.upgrade_from', 'is not', null)
    .where('i.refunded_at', 'is', null)
    .orderBy('o.paid_at', 'desc')
    .orderBy('i.id', 'desc')
    .executeTakeFirst();
  if (upgraded) return upgraded.terms;
  const enrolled = await db
    .selectFrom('order_items')
    .select('terms')
    .where('order_id', '=', enrolment.order_id)
    .where('program', '=', enrolment.program)
    .where('upgrade_from', 'is', null)
    .executeTakeFirst();
  return enrolled?.terms ?? null;
}

/**
 * Moves an enrolment to another plan, with the terms it holds there (and whether they include
 * webinars); its cohort, start and progress stay as they are.
 */
export async function setEnrolmentPlan(
  tx: Transaction<Database>,
  id: number,
  plan: string,
  terms: string | null,
) {
  await tx
    .updateTable('enrolments')
    .set({ plan, ...termsColumns({ plan, terms }) })
    .where('id', '=', id)
    .execute();
}
