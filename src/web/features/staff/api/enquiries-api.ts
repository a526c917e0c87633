import type { z } from 'zod';
import type {
  EnquiryDetail,
  EnquiryKind,
  EnquiryListQuery,
  EnquiryUpdate,
  enquiryPageSchema,
} from '../../../../domain/staff/enquiries.ts';
import { staffRequest, withoutPaging, withQuery } from './staff-request.ts';

export type EnquiryPage = z.infer<typeof enquiryPageSchema>;

const detailPath = (kind: EnquiryKind, id: number) => `/api/staff/enquiries/${kind}/${id}/`;

export const fetchEnquiries = (query: EnquiryListQuery) =>
  staffRequest<EnquiryPage>('GET', withQuery('/api/staff/enquiries/', query));

/** A plain link target: the browser downloads the file with the session cookie. */
export const enquiriesCsvPath = (query: EnquiryListQuery) =>
  withQuery('/api/staff/enquiries/export.csv', withoutPaging(query));

export const fetchEnquiry = (kind: EnquiryKind, id: number) =>
  staffRequest<EnquiryDetail>('GET', detailPath(kind, id));

export const updateEnquiry = (kind: EnquiryKind, id: number, change: EnquiryUpdate) =>
  staffRequest<EnquiryDetail>('PATCH', detailPath(kind, id), change);

export const addEnquiryNote = (kind: EnquiryKind, id: number, body: string) =>
  staffRequest<EnquiryDetail>('POST', `${detailPath(kind, id)}notes/`, { body });

/** The server mails the reply to the enquirer and adds it to the timeline. */
export const sendEnquiryReply = (kind: EnquiryKind, id: number, body: string) =>
  staffRequest<EnquiryDetail>('POST', `${detailPath(kind, id)}replies/`, { body });
