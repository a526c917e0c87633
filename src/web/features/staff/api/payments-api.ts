import type { z } from 'zod';
import type {
  confirmMatchesSchema,
  confirmResultSchema,
  StatementResult,
  statementUploadSchema,
} from '../../../../domain/staff/payments.ts';
import { staffRequest } from './staff-request.ts';

export type StatementUpload = z.infer<typeof statementUploadSchema>;
export type ConfirmMatch = z.infer<typeof confirmMatchesSchema>['matches'][number];
export type ConfirmResult = z.infer<typeof confirmResultSchema>;

/** Changes nothing: 422 with the headers when the bank's columns are not known yet. */
export const readStatement = (upload: StatementUpload) =>
  staffRequest<StatementResult>('POST', '/api/staff/payments/statement/', upload);

/** Each match is marked as paid on its own; the answer says which were and why not. */
export const confirmMatches = (matches: ConfirmMatch[]) =>
  staffRequest<ConfirmResult>('POST', '/api/staff/payments/confirm/', { matches });
