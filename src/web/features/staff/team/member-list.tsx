import type { Team } from '../../../../domain/staff/team.ts';
import { smallButtonClass, smallDangerButtonClass } from '../ui/buttons.ts';
import { RoleBadge } from '../ui/status-badges.tsx';
import { TeamList } from './team-list.tsx';

export type Member = Team['members'][number];

/**
 * The team, mentors too. Any role can be changed (the server keeps one owner at least); anyone
 * but yourself can be removed: an owner steps down by changing their own role.
 */
export function MemberList({
  members,
  selfId,
  onChangeRole,
  onRemove,
}: {
  members: Member[];
  selfId: number;
  onChangeRole: (member: Member) => void;
  onRemove: (member: Member) => void;
}) {
  return (
    <TeamList
      items={members}
      details={(member) => (
        <>
          <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
            {member.username}
            <RoleBadge role={member.role} />
            {member.id === selfId ? (
              <span className="text-sm font-normal text-muted">(you)</span>
            ) : null}
          </p>
          <p className="text-sm break-all text-muted">{member.email}</p>
        </>
      )}
      action={(member) => (
        <span className="flex flex-wrap gap-2">
          <button
            type="button"
            aria-haspopup="dialog"
            aria-label={`Change the role of ${member.username}`}
            className={smallButtonClass}
            onClick={() => onChangeRole(member)}
          >
            Change role
          </button>
          {member.id !== selfId ? (
            <button
              type="button"
              aria-haspopup="dialog"
              aria-label={`Remove ${member.username} from the team`}
              className={smallDangerButtonClass}
              onClick={() => onRemove(member)}
            >
              Remove
            </button>
          ) : null}
        </span>
      )}
    />
  );
}
