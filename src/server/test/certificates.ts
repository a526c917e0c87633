import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import type { CertificateTable } from '../db/schema.ts';
import { signUpAndLogIn, type TestAccount } from './accounts.ts';
import { buyAndPay } from './cohort-enrolment.ts';

type CertificateFields = Partial<Insertable<CertificateTable>> & { number: string };

/**
 * Asha (asha@example.com, or the name given) buys Python Pro and pays, and her enrolment gets a
 * certificate as issuing would leave it, issued on 3 Dec 2026; `fields` change what a test needs.
 */
export async function ashaCertified(
  app: FastifyInstance,
  fields: CertificateFields,
  username = 'Asha Rao',
): Promise<TestAccount> {
  const asha = await signUpAndLogIn(app, 'asha@example.com', username);
  await buyAndPay(app, asha);
  const db = app.database.db;
  const enrolment = await db
    .selectFrom('enrolments')
    .innerJoin('users', 'users.id', 'enrolments.user_id')
    .select(['enrolments.id', 'enrolments.user_id', 'enrolments.program', 'enrolments.plan'])
    .where('users.email_key', '=', 'asha@example.com')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('certificates')
    .values({
      enrolment_id: enrolment.id,
      user_id: enrolment.user_id,
      learner_name: 'Asha Rao',
      program: enrolment.program,
      plan: enrolment.plan,
      completed_on: '2026-12-03',
      issued_at: '2026-12-03T06:30:00.000Z',
      issued_by_name: 'Staff Person',
      status_index: 7,
      ...fields,
    })
    .execute();
  return asha;
}
