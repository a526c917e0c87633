import { EnquiryListScreen } from '../../features/staff/enquiries/enquiry-list-screen.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';

export const meta = () => staffMeta('Enquiries');

export default function StaffEnquiries() {
  return <EnquiryListScreen />;
}
