import type { z } from 'zod';
import type { AuditQuery, auditPageSchema } from '../../../../domain/staff/audit.ts';
import { staffRequest, withQuery } from './staff-request.ts';

export type AuditPage = z.infer<typeof auditPageSchema>;

export const fetchAudit = (query: AuditQuery) =>
  staffRequest<AuditPage>('GET', withQuery('/api/staff/audit/', query));
