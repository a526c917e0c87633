import type { Kysely } from 'kysely';
import { PAID_STATUSES } from '../../domain/order-statuses.ts';
import { mostChosenPlan } from '../../domain/plan-choices.ts';
import type { Database } from '../db/schema.ts';

/**
 * Each program's most chosen plan, counted from the lines of paid orders no refund ended; an
 * upgrade line is a second look at a choice already counted, so it is left out.
 */
export async function mostChosenPlans(db: Kysely<Database>): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .where('o.status', 'in', PAID_STATUSES)
    .where('i.refunded_at', 'is', null)
    .where('i.upgrade_from', 'is', null)
    .groupBy(['i.program', 'i.plan'])
    .select(['i.program', 'i.plan', (eb) => eb.fn.countAll<number>().as('n')])
    .execute();
  const byProgram = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const choices = byProgram.get(row.program) ?? new Map<string, number>();
    choices.set(row.plan, Number(row.n));
    byProgram.set(row.program, choices);
  }
  const chosen: Record<string, string> = {};
  for (const [program, choices] of byProgram) {
    const plan = mostChosenPlan(choices);
    if (plan) chosen[program] = plan;
  }
  return chosen;
}
