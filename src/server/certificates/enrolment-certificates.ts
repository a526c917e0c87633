import type { Kysely } from 'kysely';
import type {
  EnrolmentCertificate,
  LearnerCertificateState,
} from '../../domain/certificates/certificates.ts';
import type { Database } from '../db/schema.ts';
import { certificatesOf } from './certificate-records.ts';
import { issuedCertificate, learnerCertificate } from './certificate-views.ts';
import { completionOf, type EnrolmentToCheck } from './completion-facts.ts';

export interface EnrolmentOfLearner extends EnrolmentToCheck {
  name: string;
  plan: string;
}

/** Each enrolment with its completion and its certificate, if one was issued. */
export async function enrolmentCertificates(
  db: Kysely<Database>,
  enrolments: readonly EnrolmentOfLearner[],
  now: string,
): Promise<EnrolmentCertificate[]> {
  const ids = enrolments.map((e) => e.id);
  const [completion, certificates] = await Promise.all([
    completionOf(db, enrolments, now),
    certificatesOf(db, ids),
  ]);
  return enrolments.map((e) => {
    const certificate = certificates.get(e.id);
    return {
      enrolment_id: e.id,
      learner_id: e.user_id,
      name: e.name,
      program: e.program,
      plan: e.plan,
      completion: completion.get(e.id)!,
      certificate: certificate ? issuedCertificate(certificate) : null,
    };
  });
}

/** A learner's current enrolments, for staff, newest first. */
export const activeEnrolmentsOf = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('enrolments as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.id', 'e.user_id', 'e.program', 'e.plan', 'e.cohort_id', 'u.username as name'])
    .where('e.user_id', '=', userId)
    .where('e.ended_at', 'is', null)
    .orderBy('e.started_at', 'desc')
    .orderBy('e.id', 'desc')
    .execute();

/** 'Your certificate' in the learner's space: what is still missing, or the certificate. */
export async function learnerCertificateState(
  db: Kysely<Database>,
  enrolment: EnrolmentToCheck,
  publicOrigin: string,
  now: string,
): Promise<LearnerCertificateState> {
  const [completion, certificates] = await Promise.all([
    completionOf(db, [enrolment], now),
    certificatesOf(db, [enrolment.id]),
  ]);
  const row = certificates.get(enrolment.id);
  return {
    completion: completion.get(enrolment.id)!,
    issued: row ? learnerCertificate(row, publicOrigin) : null,
  };
}
