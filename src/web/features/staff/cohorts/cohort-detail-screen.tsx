import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { EnrolmentCertificate } from '../../../../domain/certificates/certificates.ts';
import type {
  CohortDetail,
  CohortSummary,
  MentorChoice,
} from '../../../../domain/delivery/cohorts.ts';
import { can } from '../../../../domain/roles.ts';
import { IssueCohortCertificates } from '../certificates/learner-certificate.tsx';
import { useStaffProfile } from '../access/staff-profile.ts';
import { cohortQuestionsPath } from '../questions/question-paths.ts';
import { Panel, StaffPage } from '../layout/staff-page.tsx';
import { DetailsList } from '../ui/details-list.tsx';
import { AddSessionForm, AddWebinarForm } from './add-session-forms.tsx';
import { EditCohortForm } from './edit-cohort-form.tsx';
import { FormAnswer } from './form-parts.tsx';
import { GenerateForm, useGenerate } from './generate-form.tsx';
import { LearnerList } from './learner-list.tsx';
import type { CohortCheckResults } from '../../../../domain/delivery/check-results.ts';
import { mentorNames, NextSession, Seats, StartDay } from './cohort-facts.tsx';
import { COHORTS_PATH } from './cohort-paths.ts';
import { SessionList } from './session-list.tsx';
import { useNow } from './use-now.ts';

const BACK = { to: COHORTS_PATH, label: 'All cohorts' };
const linkClass = 'font-semibold text-brand-700 hover:underline';

/** A cohort's page around `children`, for its loading failures too. */
export function CohortPlaceholder({ children }: { children: ReactNode }) {
  return (
    <StaffPage title="Cohort" back={BACK}>
      {children}
    </StaffPage>
  );
}

/** The schedule's panel: the sessions, and for staff a way to make them while none is to come. */
function Sessions({ cohort, manages }: { cohort: CohortDetail; manages: boolean }) {
  const now = useNow();
  // As the server: webinars do not stand in the way of a weekly pattern.
  const future = cohort.sessions.some((s) => !s.premium_only && Date.parse(s.starts_at) > now);
  const generate = useGenerate();
  return (
    <Panel title="Sessions">
      <div className="flex flex-col gap-6">
        {generate.answer?.ok ? <FormAnswer answer={generate.answer} /> : null}
        <SessionList
          cohortId={cohort.id}
          sessions={cohort.sessions}
          learners={cohort.learners.length}
        />
        {manages && !future ? (
          <section aria-label="Make a schedule" className="border-t border-line pt-5">
            <h3 className="mb-1 font-bold text-ink">Schedule sessions from a weekly pattern</h3>
            <p className="mb-4 text-sm text-muted">
              Sessions start on the first matching day from the cohort&apos;s start date, at the
              time in India. Each takes the next syllabus module as its topic.
            </p>
            <GenerateForm
              cohortId={cohort.id}
              modules={cohort.modules.length}
              generate={generate}
            />
          </section>
        ) : null}
        {manages && future ? (
          <p className="text-sm text-muted">
            To change the schedule, open a session to move or cancel it. A new weekly pattern can be
            applied only when no class is left in the future.
          </p>
        ) : null}
        {manages ? <AddSessions cohort={cohort} /> : null}
      </div>
    </Panel>
  );
}

/** Staff add single sessions at any time: a class for this cohort, or a program's webinar. */
function AddSessions({ cohort }: { cohort: CohortDetail }) {
  return (
    <div className="grid grid-cols-1 gap-6 border-t border-line pt-5 lg:grid-cols-2">
      <section aria-labelledby="add-session-title">
        <h3 id="add-session-title" className="mb-1 font-bold text-ink">
          Add a session
        </h3>
        <p className="mb-4 text-sm text-muted">
          A make-up class or a guest talk for this cohort. The other sessions stay as they are;
          every learner of the cohort is mailed.
        </p>
        <AddSessionForm cohortId={cohort.id} modules={cohort.modules} />
      </section>
      <section aria-labelledby="add-webinar-title">
        <h3 id="add-webinar-title" className="mb-1 font-bold text-ink">
          Add a webinar for Premium learners
        </h3>
        <p className="mb-4 text-sm text-muted">
          Held in every cohort of {cohort.program_name} still being taught at that time. Only
          learners whose plan includes webinars see it and are mailed; nobody else&apos;s schedule
          changes.
        </p>
        <AddWebinarForm program={cohort.program} />
      </section>
    </div>
  );
}

/**
 * One cohort: what it is, its sessions and its learners. Staff also change it, schedule its
 * sessions and move learners; a mentor reads it and opens its sessions.
 */
export function CohortDetailScreen({
  cohort,
  siblings,
  mentors,
  certificates,
  checks,
}: {
  cohort: CohortDetail;
  siblings: CohortSummary[] | null;
  mentors: MentorChoice[] | null;
  /** Each learner's completion and certificate; null when they could not be read. */
  certificates: EnrolmentCertificate[] | null;
  /** Each learner's checks of understanding; null when they could not be read. */
  checks?: CohortCheckResults | null;
}) {
  const profile = useStaffProfile();
  const manages = can(profile.role, 'manage-cohorts');
  return (
    <StaffPage
      title={cohort.program_name}
      back={BACK}
      intro={
        <>
          Starts <StartDay day={cohort.starts_on} /> · {cohort.language} ·{' '}
          {cohort.schedule || 'No schedule yet'}
        </>
      }
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
        <Panel title="About this cohort">
          <DetailsList
            items={[
              { label: 'Program', value: cohort.program_name },
              { label: 'Starts', value: <StartDay day={cohort.starts_on} /> },
              { label: 'Language', value: cohort.language },
              { label: 'Schedule', value: cohort.schedule || 'Not yet scheduled' },
              { label: 'Next session', value: <NextSession cohort={cohort} /> },
              { label: 'Seats taken', value: <Seats cohort={cohort} /> },
              { label: 'Mentors', value: mentorNames(cohort) },
              {
                label: 'Questions',
                value: (
                  <Link to={cohortQuestionsPath(cohort.id)} className={linkClass}>
                    Learners&apos; questions
                  </Link>
                ),
              },
            ]}
          />
        </Panel>
        {manages && mentors ? (
          <Panel title="Change the cohort">
            <EditCohortForm cohort={cohort} mentors={mentors} />
          </Panel>
        ) : null}
      </div>
      <Sessions cohort={cohort} manages={manages} />
      <Panel title={`Learners (${cohort.learners.length})`}>
        {manages && certificates && cohort.learners.length ? (
          <IssueCohortCertificates
            cohortId={cohort.id}
            ready={certificates.filter((c) => c.completion.met && !c.certificate).length}
          />
        ) : null}
        <LearnerList
          cohortId={cohort.id}
          learners={cohort.learners}
          siblings={manages ? siblings : null}
          certificates={certificates ? { entries: certificates, manages } : undefined}
          checks={checks}
        />
      </Panel>
    </StaffPage>
  );
}
