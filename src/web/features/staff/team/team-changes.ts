import { ROLE_LABELS, TEAM_ROLES } from '../../../../domain/roles.ts';
import { INVITED_ROLES, type TeachingLeft } from '../../../../domain/staff/team.ts';
import { z } from '../../../../domain/zod.ts';
import { answerOf, type Answer } from '../../../lib/route-answer.ts';
import { changeRole, inviteStaff, removeMember, revokeInvitation } from '../api/team-api.ts';

/** What the team route's clientAction is asked to do: `intent` says which change. */
const teamChangeSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('invite'), email: z.string(), role: z.enum(INVITED_ROLES) }),
  /** The address and the name are for the words of the answer. */
  z.object({ intent: z.literal('revoke'), id: z.number(), email: z.string() }),
  z.object({ intent: z.literal('remove'), id: z.number(), username: z.string() }),
  z.object({
    intent: z.literal('change-role'),
    id: z.number(),
    username: z.string(),
    role: z.enum(TEAM_ROLES),
  }),
]);
export type TeamChange = z.infer<typeof teamChangeSchema>;

/** What a member who stopped teaching left for the owner to see to, in words; '' for nothing. */
export function teachingLeftInWords({ cancelled_sessions, cohorts_without_mentor }: TeachingLeft) {
  const words: string[] = [];
  if (cancelled_sessions === 1) {
    words.push('Their one-to-one session to come is cancelled and the learner told.');
  } else if (cancelled_sessions > 1) {
    words.push(
      `Their ${cancelled_sessions} one-to-one sessions to come are cancelled and the learners told.`,
    );
  }
  const names = cohorts_without_mentor.map((cohort) => cohort.name);
  if (names.length === 1) {
    words.push(`${names[0]} now has no mentor: give it one in Cohorts.`);
  } else if (names.length > 1) {
    words.push(`These cohorts now have no mentor: ${names.join('; ')}. Give them one in Cohorts.`);
  }
  return words.join(' ');
}

const withLeft = (done: string, left: TeachingLeft) =>
  [done, teachingLeftInWords(left)].filter(Boolean).join(' ');

/**
 * Makes a change to the team (the team route's clientAction) and says, in words, what it did
 * or why it was refused. React Router then loads the team again by itself.
 */
export async function changeTeam(request: Request): Promise<Answer> {
  const change = teamChangeSchema.parse(await request.json());
  switch (change.intent) {
    case 'invite':
      return answerOf(await inviteStaff(change.email, change.role), request, {
        done: (invitation) =>
          `${invitation.role === 'staff' ? 'Invitation' : `${ROLE_LABELS[invitation.role]} invitation`} sent to ${invitation.email}.`,
        refused: 'The invitation was not sent.',
      });
    case 'revoke':
      return answerOf(await revokeInvitation(change.id), request, {
        done: () => `The invitation to ${change.email} is revoked.`,
        refused: 'The invitation was not revoked.',
      });
    case 'remove':
      return answerOf(await removeMember(change.id), request, {
        done: (left) =>
          withLeft(`${change.username} is no longer on the team and has been signed out.`, left),
        refused: `${change.username} was not removed.`,
      });
    case 'change-role':
      return answerOf(await changeRole(change.id, change.role), request, {
        done: (left) =>
          withLeft(`${change.username} is now ${ROLE_LABELS[change.role].toLowerCase()}.`, left),
        refused: `${change.username}’s role did not change.`,
      });
  }
}
