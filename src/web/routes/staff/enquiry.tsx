import { enquiryParamsSchema } from '../../../domain/staff/enquiries.ts';
import { fetchEnquiry } from '../../features/staff/api/enquiries-api.ts';
import { loadMembers } from '../../features/staff/api/members-api.ts';
import { StaffLoadError } from '../../features/staff/data/staff-load-error.tsx';
import { changeEnquiry } from '../../features/staff/enquiries/enquiry-changes.ts';
import { loadSavedReplies } from '../../features/staff/enquiries/enquiry-desk-api.ts';
import {
  EnquiryDetailScreen,
  EnquiryPlaceholder,
} from '../../features/staff/enquiries/enquiry-detail-screen.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import { StaffNotFound } from '../../features/staff/ui/not-found.tsx';
import { loadedOrThrow } from '../../lib/route-data.ts';
import type { Route } from './+types/enquiry.ts';

export const meta: Route.MetaFunction = () => staffMeta('Enquiry');

/**
 * The enquiry, the team it can be assigned to and the saved replies (the page shows without
 * those two if they cannot be had); null for an address that cannot be an enquiry's, which is
 * not worth a request.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const parsed = enquiryParamsSchema.safeParse(params);
  if (!parsed.success) return null;
  const { kind, id } = parsed.data;
  const [enquiry, members, saved] = await Promise.all([
    fetchEnquiry(kind, id),
    loadMembers(),
    loadSavedReplies(),
  ]);
  return { enquiry: loadedOrThrow(enquiry, request), members, saved };
}

/** Status, assignee, notes, replies and saved replies; the enquiry is then loaded again. */
export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const { kind, id } = enquiryParamsSchema.parse(params);
  return changeEnquiry(kind, id, request);
}

export function ErrorBoundary() {
  return (
    <EnquiryPlaceholder>
      <StaffLoadError />
    </EnquiryPlaceholder>
  );
}

export default function StaffEnquiry({ loaderData }: Route.ComponentProps) {
  if (!loaderData) {
    return (
      <StaffNotFound
        title="Enquiry"
        message="No such enquiry."
        back={{ to: '/staff/enquiries', label: 'Enquiries' }}
      />
    );
  }
  const { enquiry, members, saved } = loaderData;
  // Keyed: another enquiry's page starts afresh, with nothing of the last one's forms.
  return (
    <EnquiryDetailScreen
      key={`${enquiry.kind}/${enquiry.id}`}
      enquiry={enquiry}
      members={members}
      saved={saved}
    />
  );
}
