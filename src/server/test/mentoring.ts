import type { FastifyInstance } from 'fastify';
import { nowIso } from '../db/database.ts';
import { callAs, logIn, signUpAndLogIn, TEST_PASSWORD, type TestAccount } from './accounts.ts';
import { buyAndPay } from './cohort-enrolment.ts';

export const PLAN_LINES = {
  basic: { program: 'Python', plan: 'Basic Plan', plan_paise: 499900 },
  pro: { program: 'Python', plan: 'Pro Plan', plan_paise: 999900 },
  premium: { program: 'Python', plan: 'Premium Plan', plan_paise: 1499900 },
} as const;

/** A learner who bought Python on `plan` in `cohortId` (null: self-paced) and paid. */
export async function enrolledLearner(
  app: FastifyInstance,
  email: string,
  name: string,
  plan: keyof typeof PLAN_LINES,
  cohortId: number | null,
): Promise<TestAccount> {
  const learner = await signUpAndLogIn(app, email, name);
  await buyAndPay(app, learner, [cohortId], [PLAN_LINES[plan]]);
  return learner;
}

/**
 * Learners enrolled on Pro in the cohort without going through checkout, for tests that need
 * many at once: each gets a copy of the paid order `template` in their name and its enrolment.
 */
export async function moreProLearners(
  app: FastifyInstance,
  template: string,
  cohortId: number,
  count: number,
): Promise<TestAccount[]> {
  const db = app.database.db;
  const { id: _id, ...order } = await db
    .selectFrom('orders')
    .selectAll()
    .where('number', '=', template)
    .executeTakeFirstOrThrow();
  // One after another, each from an address of its own: sign-ups are limited per address, and
  // the password hashing queue turns a burst away.
  const learners: TestAccount[] = [];
  for (let i = 0; i < count; i += 1) {
    const email = `learner${i}@example.com`;
    const username = `Learner ${i}`;
    await app.inject({
      method: 'POST',
      url: '/api/signup/',
      payload: { username, email, phone: '9876543210', password: TEST_PASSWORD },
      remoteAddress: `10.0.1.${i + 1}`,
    });
    learners.push({ email, username, session: await logIn(app, email) });
  }
  for (const [i, learner] of learners.entries()) {
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email_key', '=', learner.email)
      .executeTakeFirstOrThrow();
    const copy = await db
      .insertInto('orders')
      .values({
        ...order,
        number: `${template}-${i}`,
        user_id: user.id,
        email: learner.email,
        idempotency_key: `copy-${i}`,
        paid_utr: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('enrolments')
      .values({
        user_id: user.id,
        order_id: copy.id,
        program: 'Python',
        plan: 'Pro Plan',
        started_at: nowIso(),
        cohort_id: cohortId,
      })
      .execute();
  }
  return learners;
}

/** The mentor's weekly hours, set through the API as the mentor would. */
export async function setHours(
  app: FastifyInstance,
  mentor: TestAccount,
  blocks: { weekday: number; start: string; end: string }[],
): Promise<void> {
  const as = callAs(app, mentor);
  for (const block of blocks) {
    const added = await as.post('/api/mentoring/availability/blocks/', block);
    if (added.statusCode !== 201) throw new Error(`hours not set: ${added.body}`);
  }
}
