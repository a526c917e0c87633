import type {
  EnquiryBulk,
  EnquiryKind,
  EnquiryReplyPreview,
  SavedReply,
  SavedReplyInput,
} from '../../../../domain/staff/enquiries.ts';
import { failureMessage } from '../../../api/client.ts';
import { staffRequest } from '../api/staff-request.ts';

/** The reply mail as the server would send it, greeting and sign-off included. */
export const previewEnquiryReply = (kind: EnquiryKind, id: number, body: string) =>
  staffRequest<EnquiryReplyPreview>('POST', `/api/staff/enquiries/${kind}/${id}/replies/preview/`, {
    body,
  });

/** All or nothing: the server changes none of them if one cannot be changed. */
export const changeEnquiries = (bulk: EnquiryBulk) =>
  staffRequest<{ changed: number }>('POST', '/api/staff/enquiries/bulk/', bulk);

const SAVED = '/api/staff/saved-replies/';

export const fetchSavedReplies = () => staffRequest<{ results: SavedReply[] }>('GET', SAVED);

export const createSavedReply = (reply: SavedReplyInput) =>
  staffRequest<SavedReply>('POST', SAVED, reply);

export const updateSavedReply = (id: number, reply: SavedReplyInput) =>
  staffRequest<SavedReply>('PATCH', `${SAVED}${id}/`, reply);

export const deleteSavedReply = (id: number) =>
  staffRequest<{ ok: true }>('DELETE', `${SAVED}${id}/`);

/** The saved replies, or why not: the enquiry shows without them. */
export type SavedReplies = { ok: true; replies: SavedReply[] } | { ok: false; error: string };

export async function loadSavedReplies(): Promise<SavedReplies> {
  const result = await fetchSavedReplies();
  if (result.ok) return { ok: true, replies: result.data.results };
  return { ok: false, error: failureMessage(result, 'The saved replies could not be loaded.') };
}
