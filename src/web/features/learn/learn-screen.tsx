import { Link } from 'react-router';
import { formatStartDay } from '../../../domain/delivery/session-time.ts';
import type { LearnerQuestion } from '../../../domain/delivery/questions.ts';
import type { LearnerSpace } from '../../../domain/learner-space.ts';
import type { MentoringRead } from '../mentoring/load-mentoring.ts';
import { MentoringCard } from '../mentoring/mentoring-card.tsx';
import { YourCertificate } from '../certificates/your-certificate.tsx';
import { KeepUpCard } from './keep-up-card.tsx';
import { ModuleList } from './module-list.tsx';
import { NextSession } from './next-session.tsx';
import { ProjectsCard } from '../projects/projects-card.tsx';
import { ProgressCard } from './progress-card.tsx';
import { SessionSchedule } from './session-schedule.tsx';
import { useReadAgainAtJoinTimes } from './use-read-again-at.ts';

const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

function CohortFacts({ cohort }: { cohort: NonNullable<LearnerSpace['cohort']> }) {
  const facts: Array<[string, string]> = [
    ['First day', formatStartDay(cohort.starts_on)],
    ['Schedule', cohort.schedule || 'To be announced'],
    ['Language', cohort.language],
    ['Mentors', cohort.mentors.length ? cohort.mentors.join(', ') : 'To be announced'],
  ];
  return (
    <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm sm:flex sm:flex-wrap sm:gap-x-6">
      {facts.map(([label, value]) => (
        <div key={label} className="contents sm:block">
          <dt className="text-muted sm:inline">{label}</dt>
          <dd className="text-ink sm:ml-1.5 sm:inline sm:font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A learner's space of one program: the next session to join, the modules with their materials
 * and progress, the cohort's schedule and recordings, and reminders. On a phone the cards follow
 * one another in the order of use; from md up the side column holds progress and settings.
 */
export function LearnScreen({
  space,
  mentoring,
  questions = null,
}: {
  space: LearnerSpace;
  /** Read when the plan includes one-to-one sessions. */
  mentoring: MentoringRead | null;
  /** The cohort's questions to its mentors; null when self-paced or not read. */
  questions?: LearnerQuestion[] | null;
}) {
  useReadAgainAtJoinTimes(space.next_session);
  const { cohort } = space;
  return (
    <div className="bg-surface px-4 py-8 sm:py-14">
      <div className="mx-auto max-w-5xl">
        <p className="text-sm">
          <Link to="/my-programs" className={linkClass}>
            My programs
          </Link>
        </p>
        <h1 className="mt-2 text-2xl font-extrabold tracking-tight text-brand-950 sm:text-3xl">
          {space.program.name}
        </h1>
        <p className="mt-1 text-muted">
          {space.plan} · Lifetime access ·{' '}
          <Link to={space.program.path} className={linkClass}>
            About the program
          </Link>
        </p>
        {cohort ? (
          <CohortFacts cohort={cohort} />
        ) : (
          <p className="mt-4 inline-block rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
            Self-paced: start any day
          </p>
        )}

        <div className="mt-6 flex flex-col gap-6 md:grid md:grid-cols-[minmax(0,1fr)_20rem] md:items-start">
          <div className="contents md:flex md:flex-col md:gap-6">
            {cohort ? <NextSession session={space.next_session} className="order-1" /> : null}
            <ModuleList modules={space.modules} questions={questions} className="order-3" />
            <ProjectsCard
              projects={space.projects}
              projectFeedback={space.entitlements.project_feedback}
              className="order-4"
            />
            {cohort ? <SessionSchedule sessions={space.sessions} className="order-4" /> : null}
          </div>
          <div className="contents md:flex md:flex-col md:gap-6">
            <ProgressCard progress={space.progress} modules={space.modules} className="order-2" />
            {mentoring ? (
              <MentoringCard program={space.program.slug} read={mentoring} className="order-2" />
            ) : null}
            <YourCertificate state={space.certificate} className="order-2" />
            {cohort ? (
              <KeepUpCard
                remindersOn={space.reminders_on}
                feedUrl={space.calendar_feed_url}
                className="order-5"
              />
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
