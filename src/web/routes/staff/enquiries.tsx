import { enquiryListQuerySchema } from '../../../domain/staff/enquiries.ts';
import { fetchEnquiries } from '../../features/staff/api/enquiries-api.ts';
import { StaffLoadError } from '../../features/staff/data/staff-load-error.tsx';
import {
  EnquiryListScreen,
  EnquiryTable,
} from '../../features/staff/enquiries/enquiry-list-screen.tsx';
import { listQueryOf } from '../../features/staff/list/use-list-query.ts';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import { loadedOrThrow } from '../../lib/route-data.ts';
import type { Route } from './+types/enquiries.ts';

export const meta: Route.MetaFunction = () => staffMeta('Enquiries');

/** The page of enquiries the URL's filters ask for. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = listQueryOf(enquiryListQuerySchema, request);
  return loadedOrThrow(await fetchEnquiries(query), request);
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
      <EnquiryTable page={loaderData} />
    </EnquiryListScreen>
  );
}
