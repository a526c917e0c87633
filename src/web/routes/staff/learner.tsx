import { useParams } from 'react-router';
import { learnerParamsSchema } from '../../../domain/staff/learners.ts';
import { LearnerDetailScreen } from '../../features/staff/learners/learner-detail-screen.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import { StaffNotFound } from '../../features/staff/ui/not-found.tsx';

export const meta = () => staffMeta('Learner');

export default function StaffLearner() {
  const params = learnerParamsSchema.safeParse(useParams());
  if (!params.success) {
    return (
      <StaffNotFound
        title="Learner"
        message="No such learner."
        back={{ to: '/staff/learners', label: 'Learners' }}
      />
    );
  }
  return <LearnerDetailScreen key={params.data.id} id={params.data.id} />;
}
