import type { ReactNode } from 'react';
import { can } from '../../../../domain/roles.ts';
import { formatSessionStart, formatStartDay } from '../../../../domain/delivery/session-time.ts';
import type { SessionDetail } from '../../../../domain/delivery/sessions.ts';
import { Alert } from '../../../components/alert.tsx';
import { useStaffProfile } from '../access/staff-profile.ts';
import { Panel, StaffPage } from '../layout/staff-page.tsx';
import { DetailsList } from '../ui/details-list.tsx';
import { AttendanceForm } from './attendance-form.tsx';
import { backToCohort, cohortPath } from './cohort-paths.ts';
import {
  CancelSessionForm,
  MoveSessionForm,
  RecordingForm,
  SessionDetailsForm,
} from './session-forms.tsx';
import { SessionStatusBadge } from './session-status.tsx';

/** A session's page around `children`, for its loading failures too. */
export function SessionPlaceholder({
  cohortId,
  children,
}: {
  cohortId: number | null;
  children: ReactNode;
}) {
  return (
    <StaffPage title="Session" back={backToCohort(cohortId)}>
      {children}
    </StaffPage>
  );
}

/**
 * One session: its details and link before it, attendance, recording and notes after its start;
 * staff can also move or cancel it while it is to come, which mails the cohort's learners.
 */
export function SessionScreen({ detail }: { detail: SessionDetail }) {
  const profile = useStaffProfile();
  const manages = can(profile.role, 'manage-cohorts');
  const { session, cohort } = detail;
  const cancelled = session.status === 'cancelled';
  const ends = new Date(Date.parse(session.starts_at) + session.minutes * 60_000).toISOString();
  return (
    <StaffPage
      title={session.topic}
      badge={<SessionStatusBadge session={session} />}
      back={{ to: cohortPath(cohort.id), label: `${cohort.program_name} cohort` }}
      intro={`${formatSessionStart(session.starts_at)} · ${session.minutes} minutes`}
    >
      {cancelled ? <Alert tone="error">Cancelled: {session.change_reason}</Alert> : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
        <Panel title="Session">
          <DetailsList
            items={[
              {
                label: 'Cohort',
                value: `${cohort.program_name}, starts ${formatStartDay(cohort.starts_on)}`,
              },
              { label: 'Starts', value: formatSessionStart(session.starts_at) },
              { label: 'Ends', value: formatSessionStart(ends) },
              {
                label: 'Meeting link',
                value: session.meeting_url ? (
                  <a
                    href={session.meeting_url}
                    className="break-all text-brand-700 hover:underline"
                    rel="noreferrer"
                    target="_blank"
                  >
                    {session.meeting_url}
                  </a>
                ) : (
                  'Not added yet'
                ),
              },
              ...(session.change_reason && !cancelled
                ? [{ label: 'Moved because', value: session.change_reason }]
                : []),
              {
                label: 'Attendance',
                value: session.attendance_marked_at
                  ? `${session.present} of ${detail.roster.length} present`
                  : 'Not marked yet',
              },
            ]}
          />
        </Panel>
        {cancelled ? null : (
          <Panel title="Details for learners">
            <SessionDetailsForm detail={detail} />
          </Panel>
        )}
      </div>
      {detail.started && !cancelled ? (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
          <Panel title="Attendance">
            <AttendanceForm detail={detail} />
          </Panel>
          <Panel title="Recording and notes">
            <RecordingForm detail={detail} />
          </Panel>
        </div>
      ) : null}
      {!detail.started && !cancelled ? (
        <p className="rounded-card border border-dashed border-line bg-white px-4 py-3 text-sm text-muted">
          Attendance, the recording and notes can be added once the session has started.
        </p>
      ) : null}
      {manages && !detail.started && !cancelled ? (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
          <Panel title="Move the session">
            <MoveSessionForm detail={detail} />
          </Panel>
          <Panel title="Cancel the session">
            <CancelSessionForm detail={detail} />
          </Panel>
        </div>
      ) : null}
    </StaffPage>
  );
}
