import { submitEnquiry } from '../features/enquiry/enquiry-submit.ts';
import { browserOnlyRoute } from '../lib/browser-only-route.ts';
import type { Route } from './+types/enquire.ts';

/**
 * An enquiry from a public form (`contact`, `program` or `freelancing`), sent by the form's
 * fetcher. A route of its own, so that its code loads when a visitor sends, not with the page.
 */
export async function clientAction({ request, params }: Route.ClientActionArgs) {
  return submitEnquiry(params.kind, request);
}

/** Opened as a page, the path is not one. */
export const loader = browserOnlyRoute;
