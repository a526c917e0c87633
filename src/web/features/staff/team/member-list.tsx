import type { Team } from '../../../../domain/staff/team.ts';
import { smallDangerButtonClass } from '../ui/buttons.ts';
import { RoleBadge } from '../ui/status-badges.tsx';
import { TeamList } from './team-list.tsx';

type Member = Team['members'][number];

/** The team, mentors too; anyone but the owner can be removed from it. */
export function MemberList({
  members,
  selfId,
  onRemove,
}: {
  members: Member[];
  selfId: number;
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
      action={(member) =>
        member.id !== selfId && member.role !== 'owner' ? (
          <button
            type="button"
            aria-haspopup="dialog"
            aria-label={`Remove ${member.username} from the team`}
            className={smallDangerButtonClass}
            onClick={() => onRemove(member)}
          >
            Remove
          </button>
        ) : null
      }
    />
  );
}
