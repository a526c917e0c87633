import type { PublicCertificate } from '../../../domain/certificates/certificates.ts';
import { requestJson } from '../../api/client.ts';

export const fetchCertificate = (number: string) =>
  requestJson<PublicCertificate>('GET', `/api/certificates/${encodeURIComponent(number)}`);

/** Helper B's signed Open Badges credential of the same certificate. */
export const openBadgePath = (number: string) =>
  `/api/certificates/${encodeURIComponent(number)}/open-badge.jwt`;

export const VERIFY_PATH = '/certificates/verify';
