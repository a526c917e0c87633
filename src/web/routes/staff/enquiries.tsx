import { enquiryListQuerySchema } from '../../../domain/staff/enquiries.ts';
import { fetchEnquiries } from '../../features/staff/api/enquiries-api.ts';
import { loadMembers } from '../../features/staff/api/members-api.ts';
import { StaffLoadError } from '../../features/staff/data/staff-load-error.tsx';
import { changeSelectedEnquiries } from '../../features/staff/enquiries/enquiry-bulk.ts';
import {
  EnquiryListScreen,
  EnquiryTable,
} from '../../features/staff/enquiries/enquiry-list-screen.tsx';
import { listQueryOf } from '../../features/staff/list/use-list-query.ts';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import { loadedOrThrow } from '../../lib/route-data.ts';
import type { Route } from './+types/enquiries.ts';

export const meta: Route.MetaFunction = () => staffMeta('Enquiries');

/**
 * The page of enquiries the URL's filters ask for, and the team they can be assigned to (the
 * list shows without it if it cannot be had).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = listQueryOf(enquiryListQuerySchema, request);
  const [page, members] = await Promise.all([fetchEnquiries(query), loadMembers()]);
  return { page: loadedOrThrow(page, request), members };
}

/** Assigns or closes the ticked enquiries; the list is then loaded again. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return changeSelectedEnquiries(request);
}

export function ErrorBoundary() {
  return (
    <EnquiryListScreen>
      <StaffLoadError />
    </EnquiryListScreen>
  );
}

export default function StaffEnquiries({ loaderData }: Route.ComponentProps) {
  return (
    <EnquiryListScreen>
      <EnquiryTable page={loaderData.page} members={loaderData.members} />
    </EnquiryListScreen>
  );
}
