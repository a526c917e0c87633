import type { FastifyInstance } from 'fastify';
import { addDays, istDay } from '../../domain/india-time.ts';
import type { callAs, TestAccount } from './accounts.ts';
import { placeOrder } from './orders.ts';

type Caller = ReturnType<typeof callAs>;

/** An IST day `days` from today. */
export const daysFromToday = (days: number) => addDays(istDay(new Date()), days);

/** Creates a Python cohort through the API as `staff`; its detail. */
export async function createCohort(staff: Caller, overrides: object = {}) {
  const created = await staff.post('/api/cohorts/', {
    program: 'python',
    starts_on: daysFromToday(7),
    capacity: 30,
    language: 'English',
    ...overrides,
  });
  if (created.statusCode !== 201) throw new Error(`cohort not created: ${created.body}`);
  return created.json();
}

/**
 * Enrols `account` in a cohort as a paid order would: the order is placed through the API, and
 * its enrolment written as the payment's confirmation writes it, in the cohort.
 */
export async function enrolInCohort(
  app: FastifyInstance,
  account: TestAccount,
  cohortId: number,
): Promise<void> {
  const number = await placeOrder(app, account);
  const db = app.database.db;
  const order = await db
    .selectFrom('orders')
    .select(['id', 'user_id'])
    .where('number', '=', number)
    .executeTakeFirstOrThrow();
  await db.updateTable('orders').set({ status: 'paid' }).where('id', '=', order.id).execute();
  await db
    .insertInto('enrolments')
    .values({
      user_id: order.user_id,
      order_id: order.id,
      program: 'Python',
      plan: 'Pro Plan',
      cohort_id: cohortId,
      started_at: new Date().toISOString(),
    })
    .execute();
}
