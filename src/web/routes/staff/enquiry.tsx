import { useParams } from 'react-router';
import { enquiryParamsSchema } from '../../../domain/staff/enquiries.ts';
import { EnquiryDetailScreen } from '../../features/staff/enquiries/enquiry-detail-screen.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import { StaffNotFound } from '../../features/staff/ui/not-found.tsx';

export const meta = () => staffMeta('Enquiry');

export default function StaffEnquiry() {
  const params = enquiryParamsSchema.safeParse(useParams());
  if (!params.success) {
    return (
      <StaffNotFound
        title="Enquiry"
        message="No such enquiry."
        back={{ to: '/staff/enquiries', label: 'Enquiries' }}
      />
    );
  }
  const { kind, id } = params.data;
  // Keyed: another enquiry's page starts afresh, with nothing of the last one's forms.
  return <EnquiryDetailScreen key={`${kind}/${id}`} kind={kind} id={id} />;
}
