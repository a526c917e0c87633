import { cohortParamsSchema } from '../../../domain/delivery/cohorts.ts';
import { StaffLoadError } from '../../features/staff/data/staff-load-error.tsx';
import {
  CohortQuestionsScreen,
  QuestionsPlaceholder,
} from '../../features/staff/questions/cohort-questions-screen.tsx';
import { changeQuestions } from '../../features/staff/questions/question-changes.ts';
import { fetchCohortQuestions } from '../../features/staff/questions/questions-api.ts';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import { StaffNotFound } from '../../features/staff/ui/not-found.tsx';
import { loadedOrThrow } from '../../lib/route-data.ts';
import type { Route } from './+types/cohorts-questions.ts';

export const meta: Route.MetaFunction = ({ data }) =>
  staffMeta(data ? `${data.cohort.program_name} questions` : 'Questions');

/** The cohort's questions with their answers; a mentor of another cohort is told there is none. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const id = cohortParamsSchema.safeParse(params);
  if (!id.success) return null;
  return loadedOrThrow(await fetchCohortQuestions(id.data.id), request);
}

/** An answer posted, a post hidden or shown again; the questions are then loaded again. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return changeQuestions(request);
}

export function ErrorBoundary({ params }: Route.ErrorBoundaryProps) {
  const cohortId = Number(params.id);
  return (
    <QuestionsPlaceholder cohortId={Number.isInteger(cohortId) && cohortId > 0 ? cohortId : null}>
      <StaffLoadError />
    </QuestionsPlaceholder>
  );
}

export default function StaffCohortQuestions({ loaderData }: Route.ComponentProps) {
  if (!loaderData) {
    return (
      <StaffNotFound
        title="Questions"
        message="There is no such cohort."
        back={{ to: '/staff/cohorts', label: 'All cohorts' }}
      />
    );
  }
  return <CohortQuestionsScreen key={loaderData.cohort.id} read={loaderData} />;
}
