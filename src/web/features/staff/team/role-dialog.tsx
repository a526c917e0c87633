import { useId, useState } from 'react';
import { TEAM_ROLES, type TeamRole } from '../../../../domain/roles.ts';
import type { NoticeMessage } from '../ui/notice.tsx';
import { noticeOf } from '../ui/notice.tsx';
import { ActionDialog } from '../ui/action-dialog.tsx';
import type { Member } from './member-list.tsx';
import { roleChoices } from './role-choices.ts';
import type { TeamChange } from './team-changes.ts';

const CHOICES = roleChoices(TEAM_ROLES);

/** Choose what a member becomes; the server refuses what would leave the business ownerless. */
export function RoleDialog({
  member,
  onDone,
  onClose,
}: {
  member: Member;
  onDone: (notice: NoticeMessage | null) => void;
  onClose: () => void;
}) {
  const [role, setRole] = useState<TeamRole>(member.role);
  const legend = useId();
  return (
    <ActionDialog<TeamChange>
      title={`Change the role of ${member.username}`}
      confirmLabel="Change role"
      busyLabel="Changing..."
      change={{ intent: 'change-role', id: member.id, username: member.username, role }}
      onDone={(answer) => onDone(noticeOf(answer, { focusWhenDone: true }))}
      onClose={onClose}
    >
      <fieldset aria-labelledby={legend} className="flex flex-col gap-2">
        <p id={legend} className="mb-1 text-sm">
          {member.username} ({member.email}) is now {member.role}. They get a mail saying what
          changed.
        </p>
        {CHOICES.map((choice) => (
          <label key={choice.role} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name="role"
              value={choice.role}
              checked={role === choice.role}
              onChange={() => setRole(choice.role)}
              className="mt-0.5 size-4 accent-brand-700"
            />
            <span>
              <span className="font-semibold text-ink">{choice.label}</span>
              <span className="block text-muted">{choice.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </ActionDialog>
  );
}
