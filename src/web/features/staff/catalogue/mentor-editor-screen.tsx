import { useState, type ReactNode } from 'react';
import type { MentorDocument } from '../../../../domain/catalogue/live-catalogue.ts';
import { can } from '../../../../domain/roles.ts';
import type { MentorRecord, ProgramSummary } from '../../../../domain/staff/catalogue.ts';
import { mentorPublishSummary } from '../../../../domain/staff/catalogue-publish-summary.ts';
import type { Team } from '../../../../domain/staff/team.ts';
import { buttonClass } from '../../../components/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useStaffProfile } from '../access/staff-profile.ts';
import { Panel, StaffPage } from '../layout/staff-page.tsx';
import { ActionDialog } from '../ui/action-dialog.tsx';
import { DateTime, formatDateTime } from '../ui/dates.tsx';
import { DetailsList } from '../ui/details-list.tsx';
import { Notice, type NoticeMessage } from '../ui/notice.tsx';
import { DraftBadge, ProfileStateBadge } from './catalogue-badges.tsx';
import { MENTORS_PATH } from './catalogue-paths.ts';
import type { MentorChange } from './mentor-changes.ts';
import { MentorForm } from './mentor-form.tsx';
import { MentorAccountForm, MentorProgramsForm } from './mentor-links.tsx';
import { programNamer } from './mentor-list-screen.tsx';

const back = { to: MENTORS_PATH, label: 'Mentors' };

/** The frame of a mentor's page, for its loading failure too. */
export function MentorPlaceholder({ children }: { children: ReactNode }) {
  return (
    <StaffPage title="Mentor" back={back}>
      {children}
    </StaffPage>
  );
}

type Drafted = MentorRecord & { draft: MentorDocument };

function PublishMentorDialog({
  record,
  onDone,
  onClose,
}: {
  record: Drafted;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const changes = mentorPublishSummary(record.published, record.draft);
  return (
    <ActionDialog<MentorChange>
      title={`Publish ${record.draft.name}’s profile?`}
      confirmLabel="Publish"
      busyLabel="Publishing..."
      change={{ intent: 'publish', slug: record.slug, name: record.draft.name }}
      onDone={(answer) => onDone(answer.message)}
      onClose={onClose}
    >
      {!record.published ? (
        <p>
          The profile is published for the first time: program pages can then name{' '}
          {record.draft.name} as a mentor.
        </p>
      ) : changes.length === 0 ? (
        <p>The draft says what the site already shows: publishing it changes nothing people see.</p>
      ) : (
        <>
          <p>Every page that shows {record.published.name} changes at once:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {changes.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
    </ActionDialog>
  );
}

function DiscardMentorDialog({
  record,
  onDone,
  onClose,
}: {
  record: Drafted;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const by = record.draft_by ? ` by ${record.draft_by.name}` : '';
  return (
    <ActionDialog<MentorChange>
      title={`Discard the draft of ${record.draft.name}’s profile?`}
      confirmLabel="Discard draft"
      busyLabel="Discarding..."
      danger
      change={{ intent: 'discard', slug: record.slug, name: record.draft.name }}
      onDone={(answer) => onDone(answer.message)}
      onClose={onClose}
    >
      {record.published ? (
        <p>
          The changes saved{by} on {formatDateTime(record.updated_at)} are lost. The site keeps what
          it shows now.
        </p>
      ) : (
        <p>The profile has never been published: discarding its draft removes it.</p>
      )}
    </ActionDialog>
  );
}

/**
 * A mentor's profile: its draft (or what the site shows) in a form for those who draft, the
 * owner's Publish, and the account and programs it is linked to (the owner's to change).
 * `team` is null for those who may not read it.
 */
export function MentorEditorScreen({
  record,
  programs,
  team,
}: {
  record: MentorRecord;
  programs: readonly ProgramSummary[];
  team: Team | null;
}) {
  const profile = useStaffProfile();
  const edits = can(profile.role, 'edit-catalogue');
  const publishes = can(profile.role, 'publish-catalogue');
  const document = (record.draft ?? record.published)!;
  const [dialog, setDialog] = useState<{ kind: 'publish' | 'discard'; record: Drafted } | null>(
    null,
  );
  const [done, setDone] = useState<NoticeMessage | null>(null);
  const drafted = record.draft ? (record as Drafted) : null;
  const nameOf = programNamer(programs);
  const open = (kind: 'publish' | 'discard') => {
    if (!drafted) return;
    setDone(null);
    setDialog({ kind, record: drafted });
  };
  const finish = (message: string) => {
    setDialog(null);
    setDone({ tone: 'success', text: message });
  };

  return (
    <StaffPage
      title={document.name}
      badge={
        <>
          <ProfileStateBadge published={record.published !== null} />
          {record.draft ? <DraftBadge /> : null}
        </>
      }
      back={back}
      intro={
        <>
          {record.draft ? (
            <>
              Draft saved{record.draft_by ? ` by ${record.draft_by.name}` : ''}{' '}
              <DateTime iso={record.updated_at} />.{' '}
            </>
          ) : (
            'No draft: the form shows what the site shows. '
          )}
          {record.published_at ? (
            <>
              Last published <DateTime iso={record.published_at} />.
            </>
          ) : (
            'Never published.'
          )}
        </>
      }
    >
      <Notice message={done} />
      <Panel title="Profile">
        {edits ? null : (
          <p className="mb-4 text-muted">
            You can read the profile; staff and the owner change it.
          </p>
        )}
        <MentorForm
          profile={{ slug: record.slug, document, updatedAt: record.updated_at }}
          readOnly={!edits}
          onSaving={() => setDone(null)}
          actions={(dirty) => (
            <>
              {drafted ? (
                <button
                  type="button"
                  aria-haspopup="dialog"
                  className={cn(buttonClass.secondary, 'text-danger-700')}
                  onClick={() => open('discard')}
                >
                  Discard draft
                </button>
              ) : null}
              {publishes && drafted ? (
                <button
                  type="button"
                  aria-haspopup="dialog"
                  disabled={dirty}
                  className={buttonClass.secondary}
                  onClick={() => open('publish')}
                >
                  Publish
                </button>
              ) : null}
              {publishes && drafted && dirty ? (
                <p className="w-full text-sm text-muted">
                  Save the draft first: Publish puts the saved draft on the site.
                </p>
              ) : null}
            </>
          )}
        />
      </Panel>
      <Panel title="Account and programs">
        {publishes && team ? (
          <div className="grid grid-cols-1 gap-8 md:grid-cols-2">
            <MentorAccountForm record={record} name={document.name} team={team} />
            <MentorProgramsForm record={record} name={document.name} programs={programs} />
          </div>
        ) : (
          <DetailsList
            items={[
              { label: 'Account', value: record.user?.name ?? 'Not linked' },
              {
                label: 'Programs',
                value: record.programs.length > 0 ? record.programs.map(nameOf).join(', ') : 'None',
              },
            ]}
          />
        )}
      </Panel>
      {dialog?.kind === 'publish' ? (
        <PublishMentorDialog
          record={dialog.record}
          onDone={finish}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'discard' ? (
        <DiscardMentorDialog
          record={dialog.record}
          onDone={finish}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </StaffPage>
  );
}
