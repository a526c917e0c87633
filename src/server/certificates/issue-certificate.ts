import type { Kysely } from 'kysely';
import { findProgram } from '../../domain/catalogue/programs.ts';
import { istDay } from '../../domain/india-time.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { User } from '../auth/sessions.ts';
import { nowIso } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { HttpError, isUniqueViolation } from '../errors.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { DeliveryMailSettings } from '../mail/session-change-mails.ts';
import { mentorsOf } from '../repositories/delivery/cohorts.ts';
import { certificateIssuedMail } from './certificate-mails.ts';
import {
  certificatesOf,
  newCertificateNumber,
  nextStatusIndex,
  type CertificateRow,
} from './certificate-records.ts';
import { completionOf } from './completion-facts.ts';
import { programMentorName } from './program-mentor.ts';

/** A race for the next status index (or, once in 2^60, a number) is tried again this often. */
const ATTEMPTS = 5;

export const NO_SUCH_ENROLMENT = 'There is no such enrolment.';

const alreadyIssued = (number: string) =>
  new HttpError(
    409,
    `A certificate was already issued for this enrolment: ${number}.`,
    {},
    {
      number,
    },
  );

/**
 * The enrolment as the certificate needs it: the learner's name is the one they bought with, or
 * gave when they took a seat their company bought.
 */
const enrolmentToCertify = (db: Kysely<Database>, enrolmentId: number) =>
  db
    .selectFrom('enrolments as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .innerJoin('orders as o', 'o.id', 'e.order_id')
    .leftJoin('order_seats as s', 's.enrolment_id', 'e.id')
    .select([
      'e.id',
      'e.user_id',
      'e.program',
      'e.plan',
      'e.cohort_id',
      'e.ended_at',
      'u.email',
      'u.username',
    ])
    .select((eb) => eb.fn.coalesce('s.learner_name', 'o.name').as('name'))
    .where('e.id', '=', enrolmentId)
    .executeTakeFirst();

/**
 * Issues the enrolment's certificate when its program's completion rule holds: one transaction
 * with its audit row and the learner's mail. 409 when it does not hold (naming what is missing
 * in `unmet`), when one was already issued, or when the enrolment has ended.
 */
export async function issueCertificate(
  db: Kysely<Database>,
  actor: User,
  enrolmentId: number,
  mail: DeliveryMailSettings,
): Promise<CertificateRow> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(async (tx) => {
        const enrolment = await enrolmentToCertify(tx, enrolmentId);
        if (!enrolment) throw new HttpError(404, NO_SUCH_ENROLMENT);
        const existing = (await certificatesOf(tx, [enrolment.id])).get(enrolment.id);
        if (existing) throw alreadyIssued(existing.number);
        if (enrolment.ended_at !== null) {
          throw new HttpError(409, `${enrolment.name}'s access to ${enrolment.program} has ended.`);
        }
        const now = nowIso();
        const completion = (await completionOf(tx, [enrolment], now)).get(enrolment.id)!;
        if (!completion.met) {
          const unmet = completion.conditions.filter((c) => !c.met).map((c) => c.words);
          throw new HttpError(
            409,
            `${enrolment.name} has not completed ${enrolment.program} yet: ${unmet.join('; ')}.`,
            {},
            { unmet },
          );
        }
        // A cohort's first mentor; a self-paced learner's (or a cohort without mentors yet) is
        // the first mentor the program's page shows.
        const cohortMentor =
          enrolment.cohort_id === null
            ? undefined
            : (await mentorsOf(tx, [enrolment.cohort_id])).get(enrolment.cohort_id)?.[0]?.name;
        const mentorName = cohortMentor ?? programMentorName(findProgram(enrolment.program)!.slug);
        const row = await tx
          .insertInto('certificates')
          .values({
            number: newCertificateNumber(),
            enrolment_id: enrolment.id,
            user_id: enrolment.user_id,
            learner_name: enrolment.name,
            program: enrolment.program,
            plan: enrolment.plan,
            mentor_name: mentorName,
            completed_on: istDay(now),
            issued_at: now,
            issued_by: actor.id,
            issued_by_name: actor.username,
            status_index: await nextStatusIndex(tx),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(tx, actor, {
          action: 'certificate.issue',
          recordType: 'certificate',
          recordId: row.number,
          changes: [
            { field: 'enrolment_id', before: null, after: row.enrolment_id },
            { field: 'status_index', before: null, after: row.status_index },
          ],
        });
        await enqueueMail(tx, certificateIssuedMail(row, enrolment.email, mail));
        return row;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const existing = (await certificatesOf(db, [enrolmentId])).get(enrolmentId);
      if (existing) throw alreadyIssued(existing.number);
      if (attempt >= ATTEMPTS) throw error;
    }
  }
}
