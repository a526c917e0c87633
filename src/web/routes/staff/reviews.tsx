import { ReviewListScreen } from '../../features/staff/reviews/review-list-screen.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';

export const meta = () => staffMeta('Reviews');

export default function StaffReviews() {
  return <ReviewListScreen />;
}
