import type { Invitation } from '../../../../domain/staff/team.ts';
import { smallButtonClass } from '../ui/buttons.ts';
import { DateTime } from '../ui/dates.tsx';
import { RoleBadge } from '../ui/status-badges.tsx';
import { TeamList } from './team-list.tsx';

/** Invitations not yet accepted, each of which can be taken back. */
export function InvitationList({
  invitations,
  revokingId,
  onRevoke,
}: {
  invitations: Invitation[];
  /** The invitation being revoked, if any: its button says so. */
  revokingId: number | null;
  onRevoke: (invitation: Invitation) => void;
}) {
  if (invitations.length === 0) return <p className="text-muted">No invitations waiting.</p>;
  return (
    <TeamList
      items={invitations}
      details={(invitation) => (
        <>
          <p className="flex flex-wrap items-center gap-2 font-semibold break-all text-ink">
            {invitation.email}
            <RoleBadge role={invitation.role} />
          </p>
          <p className="text-sm text-muted">
            Sent by {invitation.invited_by} on <DateTime iso={invitation.created_at} />; expires{' '}
            <DateTime iso={invitation.expires_at} />.
          </p>
        </>
      )}
      action={(invitation) => (
        <button
          type="button"
          disabled={revokingId === invitation.id}
          aria-label={`Revoke the invitation to ${invitation.email}`}
          className={smallButtonClass}
          onClick={() => onRevoke(invitation)}
        >
          {revokingId === invitation.id ? 'Revoking...' : 'Revoke'}
        </button>
      )}
    />
  );
}
