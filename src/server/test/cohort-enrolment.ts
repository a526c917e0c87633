import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../db/database.ts';
import { accountWithRole, callAs, type TestAccount } from './accounts.ts';
import { placeOrder } from './orders.ts';

/** A cohort written straight to the database, as the staff console would leave it. */
export async function insertCohort(
  app: FastifyInstance,
  fields: { program?: string; startsOn?: string; language?: string; schedule?: string } = {},
): Promise<number> {
  const now = nowIso();
  const row = await app.database.db
    .insertInto('cohorts')
    .values({
      program: fields.program ?? 'python',
      starts_on: fields.startsOn ?? '2026-12-01',
      capacity: 30,
      language: fields.language ?? 'English',
      schedule: fields.schedule ?? 'Tue and Thu, 7-9 pm IST',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addMentor(app: FastifyInstance, cohortId: number, email: string) {
  const user = await app.database.db
    .selectFrom('users')
    .select('id')
    .where('email_key', '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
  await app.database.db
    .insertInto('cohort_mentors')
    .values({ cohort_id: cohortId, user_id: user.id })
    .execute();
}

export interface SessionFields {
  startsAt: string;
  minutes?: number;
  topic?: string;
  moduleIndex?: number | null;
  meetingUrl?: string | null;
  status?: 'scheduled' | 'cancelled';
  changeReason?: string | null;
  recordingUrl?: string | null;
  /** A webinar: the cohort's Premium learners only. */
  premiumOnly?: boolean;
}

export async function insertSession(
  app: FastifyInstance,
  cohortId: number,
  fields: SessionFields,
): Promise<number> {
  const now = nowIso();
  const row = await app.database.db
    .insertInto('cohort_sessions')
    .values({
      cohort_id: cohortId,
      starts_at: new Date(fields.startsAt).toISOString(),
      minutes: fields.minutes ?? 120,
      topic: fields.topic ?? 'Module 1: Python Basics',
      module_index: fields.moduleIndex ?? null,
      meeting_url:
        fields.meetingUrl === undefined ? 'https://meet.example.com/abc' : fields.meetingUrl,
      status: fields.status ?? 'scheduled',
      change_reason: fields.changeReason ?? null,
      recording_url: fields.recordingUrl ?? null,
      premium_only: fields.premiumOnly ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Any 12 digits: each paid order needs a UTR of its own. */
const randomUtr = () => String(crypto.randomInt(100_000, 999_999)).repeat(2);

/**
 * Orders `cart` as the learner (Python Pro by default) with each line's cohort as given (null
 * for self-paced), and has staff confirm the payment. The order's number.
 */
export async function buyAndPay(
  app: FastifyInstance,
  learner: TestAccount,
  cohortIds: (number | null)[] = [null],
  cart: { program: string; plan: string; plan_paise: number }[] = [
    { program: 'Python', plan: 'Pro Plan', plan_paise: 999900 },
  ],
): Promise<string> {
  const total = cart.reduce((sum, line) => sum + line.plan_paise, 0);
  const number = await placeOrder(app, learner, {
    reported: true,
    overrides: { cart, original_paise: total, total_paise: total },
  });
  const db = app.database.db;
  const order = await db
    .selectFrom('orders')
    .select('id')
    .where('number', '=', number)
    .executeTakeFirstOrThrow();
  for (const [position, cohortId] of cohortIds.entries()) {
    await db
      .updateTable('order_items')
      .set({ cohort_id: cohortId })
      .where('order_id', '=', order.id)
      .where('position', '=', position)
      .execute();
  }
  const staff = callAs(app, await accountWithRole(app, 'staff'));
  const { version } = (await staff.get(`/api/staff/orders/${number}/`)).json();
  const paid = await staff.post(`/api/staff/orders/${number}/transitions/`, {
    to: 'paid',
    version,
    utr: randomUtr(),
  });
  if (paid.statusCode !== 200) throw new Error(`paying ${number} failed: ${paid.body}`);
  return number;
}

/** The owner refunds the whole order, as a learner who asked for their money back. */
export async function refundOrder(app: FastifyInstance, number: string): Promise<void> {
  const staff = callAs(app, await accountWithRole(app, 'owner'));
  const order = (await staff.get(`/api/staff/orders/${number}/`)).json();
  const refunded = await staff.post(`/api/staff/orders/${number}/transitions/`, {
    to: 'refunded',
    version: order.version,
    amount_paise: order.total_paise,
    reason: 'Could not attend',
    lines: order.items.map((item: { id: number }) => item.id),
  });
  if (refunded.statusCode !== 200) throw new Error(`refunding ${number} failed: ${refunded.body}`);
}
