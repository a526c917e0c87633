import { Link, useParams } from 'react-router';
import { findProgram } from '../../domain/catalogue/programs.ts';
import { PageNotFound } from '../components/page-not-found.tsx';
import { RouteLoadError } from '../components/route-load-error.tsx';
import { buttonClass } from '../components/button.tsx';
import { Alert } from '../components/alert.tsx';
import { fetchLearnerSpace } from '../features/learn/learn-api.ts';
import { CHECK_INTENT, submitCheck } from '../features/learn/check-submit.ts';
import { formIntent } from '../features/learn/form-intent.ts';
import { changeLearnerSpace } from '../features/learn/learn-changes.ts';
import { ASK_INTENT, askModuleQuestion } from '../features/learn/question-submit.ts';
import { loadQuestions } from '../features/learn/questions-api.ts';
import { LearnScreen } from '../features/learn/learn-screen.tsx';
import { loadMentoring } from '../features/mentoring/load-mentoring.ts';
import { isProjectSubmission, submitProject } from '../features/projects/project-submit.ts';
import { announceIfSignedOut } from '../features/auth/signed-out.ts';
import { pageMeta } from '../lib/meta.ts';
import { loadFailureOf, loadedOrThrow } from '../lib/route-data.ts';
import type { Route } from './+types/learn.ts';

export const meta = ({ params }: Route.MetaArgs) =>
  pageMeta(
    findProgram(params.program)?.name ?? 'Your program',
    'Your sessions, modules and progress.',
  );

/**
 * The learner's space of a program, read in the browser: the server writes only the page's
 * frame. Without a session it redirects to log in and back; without an enrolment in the
 * program the ErrorBoundary says so and points to the program's page. A plan with one-to-one
 * sessions has them read too, and a cohort's learner its questions to the mentors.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const result = await fetchLearnerSpace(params.program);
  announceIfSignedOut(result);
  const space = loadedOrThrow(result, request, {
    fallback: 'Your program could not be loaded.',
    network: 'Network error.',
  });
  const [mentoring, questions] = await Promise.all([
    space.entitlements.mentorship ? loadMentoring(space.program.slug) : null,
    space.cohort ? loadQuestions(space.program.slug) : null,
  ]);
  return { space, mentoring, questions };
}
clientLoader.hydrate = true as const;

/**
 * 'Mark as done', a module's check, reminders, the calendar link, handing in a project and asking
 * a question; the loader then reads the space again.
 */
export async function clientAction({ request, params }: Route.ClientActionArgs) {
  if (isProjectSubmission(request)) return submitProject(params.program, request);
  const intent = await formIntent(request);
  if (intent === ASK_INTENT) return askModuleQuestion(params.program, request);
  if (intent === CHECK_INTENT) return submitCheck(params.program, request);
  return changeLearnerSpace(params.program, request);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { program } = useParams();
  const failure = loadFailureOf(error);
  if (failure?.status === 404) return <PageNotFound />;
  const path = findProgram(program ?? '')?.path;
  if (failure?.status === 403 && path) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-start gap-4 px-4 py-16">
        <Alert tone="error">{failure.message}</Alert>
        <Link to={path} className={buttonClass.primary}>
          See the program
        </Link>
        <Link to="/my-programs" className="font-semibold text-brand-700 hover:underline">
          My programs
        </Link>
      </div>
    );
  }
  return <RouteLoadError className="mx-auto flex max-w-md flex-col items-start gap-3 px-4 py-16" />;
}

export default function Learn({ loaderData }: Route.ComponentProps) {
  return (
    <LearnScreen
      space={loaderData.space}
      mentoring={loaderData.mentoring}
      questions={loaderData.questions}
    />
  );
}
