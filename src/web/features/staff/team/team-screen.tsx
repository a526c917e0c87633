import { useState } from 'react';
import { can } from '../../../../domain/roles.ts';
import type { Invitation, Team } from '../../../../domain/staff/team.ts';
import { failureMessage } from '../../../api/client.ts';
import { Alert } from '../../../components/alert.tsx';
import { useStaffProfile } from '../access/staff-profile.ts';
import { fetchTeam, removeMember, revokeInvitation } from '../api/team-api.ts';
import { Loaded } from '../data/load-states.tsx';
import { useApiData } from '../../../lib/use-api-data.ts';
import { Panel, StaffPage } from '../layout/staff-page.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Notice, type NoticeMessage } from '../ui/notice.tsx';
import { InvitationList } from './invitation-list.tsx';
import { InviteForm } from './invite-form.tsx';
import { MemberList } from './member-list.tsx';

type Member = Team['members'][number];

function TeamManager() {
  const profile = useStaffProfile();
  const { state, update, reload } = useApiData('team', fetchTeam);
  const [message, setMessage] = useState<NoticeMessage | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [revokingId, setRevokingId] = useState<number | null>(null);

  const revoke = async (invitation: Invitation) => {
    setMessage(null);
    setRevokingId(invitation.id);
    const result = await revokeInvitation(invitation.id);
    setRevokingId(null);
    if (!result.ok) {
      setMessage({
        tone: 'error',
        text: failureMessage(result, 'The invitation was not revoked.'),
      });
      return;
    }
    update((team) => ({
      ...team,
      invitations: team.invitations.filter((i) => i.id !== invitation.id),
    }));
    setMessage({
      tone: 'success',
      text: `The invitation to ${invitation.email} is revoked.`,
      takeFocus: true,
    });
  };

  const remove = async (member: Member) => {
    const result = await removeMember(member.id);
    if (!result.ok) return failureMessage(result, `${member.username} was not removed.`);
    update((team) => ({ ...team, members: team.members.filter((m) => m.id !== member.id) }));
    setMessage({
      tone: 'success',
      text: `${member.username} is no longer staff and has been signed out.`,
      takeFocus: true,
    });
    return null;
  };

  return (
    <>
      <Notice message={message} />
      <Loaded data={state} onRetry={reload}>
        {(team) => (
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
            <Panel title="Members">
              <MemberList
                members={team.members}
                selfId={profile.id}
                onRemove={(member) => {
                  setMessage(null);
                  setRemoving(member);
                }}
              />
            </Panel>
            <div className="flex flex-col gap-6">
              <Panel title="Invite staff">
                <InviteForm
                  onInvited={(invitation) =>
                    update((t) => ({ ...t, invitations: [invitation, ...t.invitations] }))
                  }
                />
              </Panel>
              <Panel title="Pending invitations">
                <InvitationList
                  invitations={team.invitations}
                  busyId={revokingId}
                  onRevoke={(invitation) => void revoke(invitation)}
                />
              </Panel>
            </div>
          </div>
        )}
      </Loaded>
      {removing ? (
        <ConfirmDialog
          title={`Remove ${removing.username}?`}
          confirmLabel="Remove from staff"
          busyLabel="Removing..."
          danger
          onClose={() => setRemoving(null)}
          onConfirm={() => remove(removing)}
        >
          <p>
            {removing.username} ({removing.email}) loses the staff console and is signed out
            everywhere. Their account stays, as a learner&apos;s.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** The owner's page: who is staff, who is invited, and inviting more. */
export function TeamScreen() {
  const profile = useStaffProfile();
  return (
    <StaffPage title="Team" intro="Staff can use the console; only the owner manages the team.">
      {can(profile.role, 'manage-team') ? (
        <TeamManager />
      ) : (
        <Alert tone="error">Only the owner manages the team.</Alert>
      )}
    </StaffPage>
  );
}
