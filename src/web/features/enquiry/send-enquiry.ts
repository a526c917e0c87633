import type { EnquiryCreated } from '../../../domain/enquiries.ts';
import { postJson } from '../../api/client.ts';

export type EnquiryEndpoint =
  | '/api/contact-enquiry-email/'
  | '/api/program-dev-enquiry-email/'
  | '/api/freelancing-program-dev-enquiry-email/';

export type EnquiryOutcome = { ok: true; id: number } | { ok: false; message: string };

/**
 * The contact form names the server's reason ('Failed to send enquiry: {error}'); the program
 * and freelancing forms say only 'Failed to send enquiry.', as the spec words them.
 */
export async function sendEnquiry(
  endpoint: EnquiryEndpoint,
  body: object,
  { showReason }: { showReason: boolean },
): Promise<EnquiryOutcome> {
  const result = await postJson<EnquiryCreated>(endpoint, body);
  if (result.ok) return { ok: true, id: result.data.id };
  if (result.kind === 'network') return { ok: false, message: 'Network error.' };
  if (showReason && result.error)
    return { ok: false, message: `Failed to send enquiry: ${result.error}` };
  return { ok: false, message: 'Failed to send enquiry.' };
}
