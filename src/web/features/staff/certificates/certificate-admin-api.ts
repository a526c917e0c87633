import type {
  BulkIssue,
  EnrolmentCertificate,
  IssuedCertificate,
} from '../../../../domain/certificates/certificates.ts';
import { staffRequest } from '../api/staff-request.ts';

export const fetchCohortCertificates = (cohortId: number) =>
  staffRequest<{ results: EnrolmentCertificate[] }>(
    'GET',
    `/api/cohorts/${cohortId}/certificates/`,
  );

export const fetchLearnerCertificates = (learnerId: number) =>
  staffRequest<{ results: EnrolmentCertificate[] }>(
    'GET',
    `/api/cohorts/learners/${learnerId}/certificates/`,
  );

export const issueCertificate = (enrolmentId: number) =>
  staffRequest<IssuedCertificate>(
    'POST',
    `/api/cohorts/enrolments/${enrolmentId}/certificate/`,
    {},
  );

export const issueCohortCertificates = (cohortId: number) =>
  staffRequest<BulkIssue>('POST', `/api/cohorts/${cohortId}/certificates/`, {});

export const restoreCertificate = (number: string, reason: string) =>
  staffRequest<IssuedCertificate>(
    'POST',
    `/api/cohorts/certificates/${encodeURIComponent(number)}/restore/`,
    { reason },
  );

export const revokeCertificate = (number: string, reason: string) =>
  staffRequest<IssuedCertificate>(
    'POST',
    `/api/cohorts/certificates/${encodeURIComponent(number)}/revoke/`,
    { reason },
  );
