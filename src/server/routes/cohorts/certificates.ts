import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  NO_SUCH_CERTIFICATE,
  certificateNumberParamsSchema,
  normaliseCertificateNumber,
} from '../../../domain/certificates/certificate-number.ts';
import {
  bulkIssueSchema,
  enrolmentCertificatesSchema,
  enrolmentParamsSchema,
  issuedCertificateSchema,
  issueRefusalSchema,
  learnerCertificatesParamsSchema,
  restoreCertificateSchema,
  revokeCertificateSchema,
  type BulkIssue,
} from '../../../domain/certificates/certificates.ts';
import { cohortParamsSchema } from '../../../domain/delivery/cohorts.ts';
import { apiErrorSchema } from '../../../domain/errors.ts';
import { can } from '../../../domain/roles.ts';
import { issuedCertificate } from '../../certificates/certificate-views.ts';
import {
  activeEnrolmentsOf,
  enrolmentCertificates,
} from '../../certificates/enrolment-certificates.ts';
import { issueCertificate } from '../../certificates/issue-certificate.ts';
import { restoreCertificate } from '../../certificates/restore-certificate.ts';
import { revokeCertificate } from '../../certificates/revoke-certificate.ts';
import type { User } from '../../auth/sessions.ts';
import { nowIso } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';
import { cohortMembers } from '../../repositories/delivery/cohort-learners.ts';
import { deliveryMailSettings, visibleCohort } from './access.ts';

const ONLY_STAFF_CERTIFY = 'Only staff can issue and revoke certificates.';

/**
 * Certificates from the console: each learner's completion, issuing one or a cohort's at once,
 * and revoking. Mentors read their cohorts' completion; only staff and the owner change anything.
 */
export async function certificateAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const mail = deliveryMailSettings(app);
  const tags = ['certificates'];
  // Checked before the body is read: a mentor's request is refused whatever it holds.
  const manageOnly = async (request: FastifyRequest) => {
    if (!can(request.user?.role, 'manage-cohorts')) throw new HttpError(403, ONLY_STAFF_CERTIFY);
  };

  const cohortEnrolments = async (id: number, user: User) => {
    const cohort = await visibleCohort(db, id, user);
    const members = await cohortMembers(db, cohort.id);
    return members.map((m) => ({
      id: m.enrolmentId,
      user_id: m.id,
      name: m.name,
      program: m.program,
      plan: m.plan,
      cohort_id: cohort.id,
    }));
  };

  r.get(
    '/api/cohorts/:id/certificates/',
    {
      schema: {
        summary:
          "Each learner of the cohort: whether they completed the program, and what's missing",
        tags,
        params: cohortParamsSchema,
        response: { 200: enrolmentCertificatesSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const enrolments = await cohortEnrolments(request.params.id, request.user!);
      return { results: await enrolmentCertificates(db, enrolments, nowIso()) };
    },
  );

  r.post(
    '/api/cohorts/:id/certificates/',
    {
      preValidation: manageOnly,
      schema: {
        summary:
          'Issue certificates to every learner of the cohort who completed (staff and owner)',
        description:
          'Each certificate is its own transaction, audited and mailed; the answer names who got one and who was skipped, and why.',
        tags,
        params: cohortParamsSchema,
        response: { 200: bulkIssueSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const actor = request.user!;
      const enrolments = await cohortEnrolments(request.params.id, actor);
      const answer: BulkIssue = { issued: [], skipped: [] };
      for (const enrolment of enrolments) {
        try {
          const row = await issueCertificate(db, actor, enrolment.id, mail);
          answer.issued.push({ name: enrolment.name, number: row.number });
        } catch (error) {
          if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
          answer.skipped.push({ name: enrolment.name, reason: error.message });
        }
      }
      if (answer.issued.length > 0) app.mailWorker.notify();
      return answer;
    },
  );

  r.get(
    '/api/cohorts/learners/:learnerId/certificates/',
    {
      preValidation: manageOnly,
      schema: {
        summary: "A learner's current enrolments with their completion and certificates (staff)",
        tags,
        params: learnerCertificatesParamsSchema,
        response: { 200: enrolmentCertificatesSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const enrolments = await activeEnrolmentsOf(db, request.params.learnerId);
      return { results: await enrolmentCertificates(db, enrolments, nowIso()) };
    },
  );

  r.post(
    '/api/cohorts/enrolments/:enrolmentId/certificate/',
    {
      preValidation: manageOnly,
      schema: {
        summary: "Issue an enrolment's certificate (staff and owner)",
        description:
          'Only when the program’s completion rule holds: 409 otherwise, with the conditions not met in `unmet`. One certificate per enrolment (409 the second time). Audited as `certificate.issue`; the learner is mailed.',
        tags,
        params: enrolmentParamsSchema,
        response: {
          201: issuedCertificateSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: issueRefusalSchema,
        },
      },
    },
    async (request, reply) => {
      const actor = request.user!;
      const row = await issueCertificate(db, actor, request.params.enrolmentId, mail);
      app.mailWorker.notify();
      return reply.code(201).send(issuedCertificate(row));
    },
  );

  r.post(
    '/api/cohorts/certificates/:number/revoke/',
    {
      preValidation: manageOnly,
      schema: {
        summary: 'Revoke a certificate, with the reason its public page shows (staff and owner)',
        description:
          'Audited as `certificate.revoke`; the learner is mailed. Revoking twice is a 409.',
        tags,
        params: certificateNumberParamsSchema,
        body: revokeCertificateSchema,
        response: {
          200: issuedCertificateSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const actor = request.user!;
      const number = normaliseCertificateNumber(request.params.number);
      if (!number) throw new HttpError(404, NO_SUCH_CERTIFICATE);
      const row = await revokeCertificate(db, actor, number, request.body.reason, mail);
      app.mailWorker.notify();
      return issuedCertificate(row);
    },
  );

  r.post(
    '/api/cohorts/certificates/:number/restore/',
    {
      preValidation: manageOnly,
      schema: {
        summary: 'Undo a revocation made by mistake, saying why (staff and owner)',
        description:
          'Audited as `certificate.restore`; the learner is mailed; the status list clears its bit. A certificate that is not revoked is a 409.',
        tags,
        params: certificateNumberParamsSchema,
        body: restoreCertificateSchema,
        response: {
          200: issuedCertificateSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const number = normaliseCertificateNumber(request.params.number);
      if (!number) throw new HttpError(404, NO_SUCH_CERTIFICATE);
      const row = await restoreCertificate(db, request.user!, number, request.body.reason, mail);
      app.mailWorker.notify();
      return issuedCertificate(row);
    },
  );
}
