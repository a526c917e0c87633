import { useMemo, useState, type ReactNode } from 'react';
import { can } from '../../../../domain/roles.ts';
import type { Team } from '../../../../domain/staff/team.ts';
import { Alert } from '../../../components/alert.tsx';
import { useStaffProfile } from '../access/staff-profile.ts';
import { useRouteChange } from '../../../lib/use-route-change.ts';
import { Panel, StaffPage } from '../layout/staff-page.tsx';
import { ActionDialog } from '../ui/action-dialog.tsx';
import { Notice, noticeOf, type NoticeMessage } from '../ui/notice.tsx';
import { InvitationList } from './invitation-list.tsx';
import { InviteForm } from './invite-form.tsx';
import { MemberList, type Member } from './member-list.tsx';
import { RoleDialog } from './role-dialog.tsx';
import type { TeamChange } from './team-changes.ts';

function TeamManager({ team }: { team: Team }) {
  const profile = useStaffProfile();
  const revoke = useRouteChange<TeamChange>();
  const [removing, setRemoving] = useState<Member | null>(null);
  const [changing, setChanging] = useState<Member | null>(null);
  // A removal's notice; a revocation's comes from its answer. Starting either drops the other's.
  const [removed, setRemoved] = useState<NoticeMessage | null>(null);
  // Memoised: a notice that takes focus takes it each time it is a new one.
  const revokeAnswer = revoke.answer;
  const revoked = useMemo(() => noticeOf(revokeAnswer, { focusWhenDone: true }), [revokeAnswer]);
  const revokingId = revoke.sending?.intent === 'revoke' ? revoke.sending.id : null;

  return (
    <>
      <Notice message={removed ?? revoked} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
        <Panel title="Members">
          <MemberList
            members={team.members}
            selfId={profile.id}
            onChangeRole={(member) => {
              revoke.forget();
              setRemoved(null);
              setChanging(member);
            }}
            onRemove={(member) => {
              revoke.forget();
              setRemoved(null);
              setRemoving(member);
            }}
          />
        </Panel>
        <div className="flex flex-col gap-6">
          <Panel title="Invite to the team">
            <InviteForm />
          </Panel>
          <Panel title="Pending invitations">
            <InvitationList
              invitations={team.invitations}
              revokingId={revokingId}
              onRevoke={({ id, email }) => {
                setRemoved(null);
                void revoke.send({ intent: 'revoke', id, email });
              }}
            />
          </Panel>
        </div>
      </div>
      {changing ? (
        <RoleDialog
          member={changing}
          onDone={(notice) => {
            setChanging(null);
            setRemoved(notice);
          }}
          onClose={() => setChanging(null)}
        />
      ) : null}
      {removing ? (
        <ActionDialog
          title={`Remove ${removing.username}?`}
          confirmLabel="Remove from the team"
          busyLabel="Removing..."
          danger
          change={{ intent: 'remove', id: removing.id, username: removing.username }}
          onDone={(answer) => {
            setRemoving(null);
            setRemoved(noticeOf(answer, { focusWhenDone: true }));
          }}
          onClose={() => setRemoving(null)}
        >
          <p>
            {removing.username} ({removing.email}) loses the console, and any cohorts they mentor,
            and is signed out everywhere. Their one-to-one sessions still to come are cancelled,
            each learner mailed. Their account stays, as a learner&apos;s.
          </p>
        </ActionDialog>
      ) : null}
    </>
  );
}

/** The team's page around `children`. */
export function TeamPage({ children }: { children: ReactNode }) {
  return (
    <StaffPage
      title="Team"
      intro="Staff use the whole console; the accountant reads orders, reports and exports; mentors see only the cohorts they teach. Owners also refund, delete reviews and manage the team."
    >
      {children}
    </StaffPage>
  );
}

/**
 * The owner's page: who is staff, who is invited, and inviting more. `team` is null when the
 * server refused it: only the owner manages the team.
 */
export function TeamScreen({ team }: { team: Team | null }) {
  const profile = useStaffProfile();
  return (
    <TeamPage>
      {team && can(profile.role, 'manage-team') ? (
        <TeamManager team={team} />
      ) : (
        <Alert tone="error">Only an owner manages the team.</Alert>
      )}
    </TeamPage>
  );
}
