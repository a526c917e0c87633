import type { z } from 'zod';
import type {
  BankCredits,
  confirmMatchesSchema,
  confirmResultSchema,
  SettlementResult,
  settleOrdersSchema,
  StatementResult,
  statementUploadSchema,
  TdsReceivable,
} from '../../../../domain/staff/payments.ts';
import { staffRequest } from './staff-request.ts';

export type StatementUpload = z.infer<typeof statementUploadSchema>;
export type ConfirmMatch = z.infer<typeof confirmMatchesSchema>['matches'][number];
export type ConfirmResult = z.infer<typeof confirmResultSchema>;
export type SettlementRequest = z.input<typeof settleOrdersSchema>;

/** Changes nothing: 422 with the headers when the bank's columns are not known yet. */
export const readStatement = (upload: StatementUpload) =>
  staffRequest<StatementResult>('POST', '/api/staff/payments/statement/', upload);

/** Each match is marked as paid on its own; the answer says which were and why not. */
export const confirmMatches = (matches: ConfirmMatch[]) =>
  staffRequest<ConfirmResult>('POST', '/api/staff/payments/confirm/', { matches });

/** The credits of every statement read: open ones oldest first, those set aside latest first. */
export const fetchBankCredits = () =>
  staffRequest<BankCredits>('GET', '/api/staff/payments/credits/');

const creditPath = (lineId: number, change: string) =>
  `/api/staff/payments/credits/${lineId}/${change}/`;

export const setAsideCredit = (lineId: number, reason: string) =>
  staffRequest<BankCredits>('POST', creditPath(lineId, 'set-aside'), { reason });

export const reopenCredit = (lineId: number) =>
  staffRequest<BankCredits>('POST', creditPath(lineId, 'reopen'), {});

/** The orders paid from the credits, all or none. */
export const settleOrders = (settlement: SettlementRequest) =>
  staffRequest<SettlementResult>('POST', '/api/staff/payments/settlements/', settlement);

/** TDS whose certificate has not come, oldest first. */
export const fetchAwaitedTds = () =>
  staffRequest<{ awaited: TdsReceivable[] }>('GET', '/api/staff/payments/tds/');

export const recordTdsCertificate = (orderNumber: string, certificateNumber: string) =>
  staffRequest<TdsReceivable>(
    'POST',
    `/api/staff/payments/tds/${encodeURIComponent(orderNumber)}/certificate/`,
    { certificate_number: certificateNumber },
  );
