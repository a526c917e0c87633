import { LearnerListScreen } from '../../features/staff/learners/learner-list-screen.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';

export const meta = () => staffMeta('Learners');

export default function StaffLearners() {
  return <LearnerListScreen />;
}
