import { data } from 'react-router';
import type { EnquiryCreated } from '../../../domain/enquiries.ts';
import { enquiryReplier, enquiryReplyBy } from '../../../domain/enquiry-reply.ts';
import type { EnquiryKind } from '../../../domain/staff/enquiries.ts';
import { postJson, refusedField, type ApiResult } from '../../api/client.ts';
import type { Answer } from '../../lib/route-answer.ts';

/** Where the API takes each kind of enquiry. */
const ENDPOINTS: Record<EnquiryKind, string> = {
  contact: '/api/contact-enquiry-email/',
  program: '/api/program-dev-enquiry-email/',
  freelancing: '/api/freelancing-program-dev-enquiry-email/',
};

/**
 * The contact form names the server's reason ('Failed to send enquiry: {error}'); the program
 * and freelancing forms say only 'Failed to send enquiry.', as the spec words them.
 */
const SHOWS_REASON: Record<EnquiryKind, boolean> = {
  contact: true,
  program: false,
  freelancing: false,
};

const isKind = (kind: string | undefined): kind is EnquiryKind =>
  kind !== undefined && Object.hasOwn(ENDPOINTS, kind);

/** 'a program advisor' as the start of a sentence. */
const atStart = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

const thanks = (kind: EnquiryKind) =>
  `Thank you! Your enquiry has been sent. ${atStart(enquiryReplier(kind))} will reply by email ` +
  `or phone by the end of ${enquiryReplyBy(new Date())} (Monday to Saturday), and we have ` +
  'mailed you a reference.';

/** The API's answer to an enquiry, in its form's words. */
function answerTo(kind: EnquiryKind, result: ApiResult<EnquiryCreated>): Answer {
  if (result.ok) return { ok: true, message: thanks(kind) };
  if (result.kind === 'network') return { ok: false, error: 'Network error.' };
  // The program is the page's, not typed: a refusal of it is told like any other.
  const field = refusedField(result);
  if (field !== undefined && field !== 'program' && result.error) {
    return { ok: false, error: result.error, field };
  }
  const error =
    SHOWS_REASON[kind] && result.error
      ? `Failed to send enquiry: ${result.error}`
      : 'Failed to send enquiry.';
  return { ok: false, error };
}

/**
 * The enquiry forms' clientAction (routes/enquire.ts): sends a form's checked values to the API
 * as they are, and answers in the form's words. A refusal about something the person typed
 * names that field, in the server's words, for the form to show on its input.
 */
export async function submitEnquiry(kind: string | undefined, request: Request) {
  if (!isKind(kind)) {
    return data<Answer>({ ok: false, error: 'Failed to send enquiry.' }, { status: 404 });
  }
  return answerTo(kind, await postJson<EnquiryCreated>(ENDPOINTS[kind], await request.json()));
}
