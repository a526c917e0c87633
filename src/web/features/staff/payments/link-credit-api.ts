import type { LinkCredit, LinkResult } from '../../../../domain/staff/payments.ts';
import { staffRequest } from '../api/staff-request.ts';

// Beside the statement's calls in api/payments-api.ts.

/** Marks the order paid with this credit's UTR; 409 when the credit is settled already. */
export const linkCredit = (lineId: number, link: LinkCredit) =>
  staffRequest<LinkResult>('POST', `/api/staff/payments/lines/${lineId}/link/`, link);
