import { CalendarClock, ClipboardCheck, FolderOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { MentorChoice } from '../../../../domain/delivery/cohorts.ts';
import { can } from '../../../../domain/roles.ts';
import { REVIEWS_PATH } from '../project-reviews/review-paths.ts';
import { useStaffProfile } from '../access/staff-profile.ts';
import { Panel, StaffPage } from '../layout/staff-page.tsx';
import { programSlugChoices } from '../list/program-choices.ts';
import { smallButtonClass } from '../ui/buttons.ts';
import { SelectField } from '../ui/select-field.tsx';
import { materialsPath } from './cohort-paths.ts';
import { NewCohortForm } from './new-cohort-form.tsx';

/** The program the list is filtered by, as the URL holds it. */
export function useProgramFilter() {
  const [params, setParams] = useSearchParams();
  const program = params.get('program') ?? '';
  const setProgram = (value: string) =>
    setParams(value ? { program: value } : {}, { preventScrollReset: true });
  return { program, setProgram };
}

/**
 * The cohorts page around `children` (the list): the program filter, and for staff the form
 * for a new cohort and the way to the modules' materials. A mentor sees their cohorts only.
 */
export function CohortListScreen({
  mentors,
  children,
}: {
  /** Who can mentor; null for a mentor, who creates no cohorts. */
  mentors: MentorChoice[] | null;
  children: ReactNode;
}) {
  const profile = useStaffProfile();
  const manages = can(profile.role, 'manage-cohorts');
  const { program, setProgram } = useProgramFilter();
  return (
    <StaffPage
      title="Cohorts"
      intro={
        manages
          ? 'Each cohort is one run of a program: its sessions, mentors and learners.'
          : 'The cohorts you mentor: their sessions and learners.'
      }
      aside={
        <div className="flex flex-wrap gap-2">
          <Link to="/staff/cohorts/my-day" className={smallButtonClass}>
            <CalendarClock aria-hidden className="size-4" />
            My day and hours
          </Link>
          <Link to={REVIEWS_PATH} className={smallButtonClass}>
            <ClipboardCheck aria-hidden className="size-4" />
            Projects to review
          </Link>
          {manages ? (
            <Link to={materialsPath()} className={smallButtonClass}>
              <FolderOpen aria-hidden className="size-4" />
              Module materials
            </Link>
          ) : null}
        </div>
      }
    >
      <div
        role="search"
        aria-label="Filter cohorts"
        className="grid grid-cols-1 gap-3 rounded-card border border-line bg-white p-3 shadow-card sm:grid-cols-2 sm:p-4 lg:grid-cols-4"
      >
        <SelectField
          label="Program"
          value={program}
          choices={[{ value: '', label: 'All programs' }, ...programSlugChoices()]}
          onChange={(event) => setProgram(event.target.value)}
        />
      </div>
      {children}
      {manages && mentors ? (
        <Panel title="New cohort">
          <NewCohortForm mentors={mentors} />
        </Panel>
      ) : null}
    </StaffPage>
  );
}
