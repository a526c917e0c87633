import { mailedCodeSchema } from '../accounts.ts';
import { emailField } from '../fields.ts';
import { TEAM_ROLES } from '../roles.ts';
import { z } from '../zod.ts';

/** An invitation link is good for this long, and once. */
export const INVITATION_TTL_HOURS = 72;

/** What an invitation makes of the account that accepts it. */
export const INVITED_ROLES = ['staff', 'accountant', 'mentor'] as const;
export type InvitedRole = (typeof INVITED_ROLES)[number];

export const teamMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  /** Whether they proved their address: only then can they be made owner. */
  email_proved: z.boolean(),
});

/** What a member who stops teaching leaves behind: the owner is told, to act on it. */
const teachingLeftSchema = z.object({
  /** Their one-to-one sessions still to come, cancelled; each learner has theirs back. */
  cancelled_sessions: z.number().int(),
  /** The cohorts they taught that now have no mentor, by name. */
  cohorts_without_mentor: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TeachingLeft = z.infer<typeof teachingLeftSchema>;

/** DELETE /api/staff/team/members/:id/ (owner only). */
export const removalSchema = teachingLeftSchema;

/** PATCH /api/staff/team/members/:id/: the member as they are now, and what they left. */
export const roleChangedSchema = teamMemberSchema.extend(teachingLeftSchema.shape);
export type RoleChanged = z.infer<typeof roleChangedSchema>;

export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(INVITED_ROLES),
  invited_by: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /api/staff/team/ (owner only). */
export const teamSchema = z.object({
  members: z.array(teamMemberSchema),
  invitations: z.array(invitationSchema),
});
export type Team = z.infer<typeof teamSchema>;

/** POST /api/staff/team/invitations/ */
export const inviteSchema = z.object({
  email: emailField,
  role: z.enum(INVITED_ROLES, { error: 'Choose staff, accountant or mentor.' }).default('staff'),
});

/** PATCH /api/staff/team/members/:id/ (owner only): what the member becomes. */
export const roleChangeSchema = z.object({
  role: z.enum(TEAM_ROLES, { error: 'Choose owner, staff, accountant or mentor.' }),
});

/** Said when a change would leave the business without an owner. */
export const LAST_OWNER_STAYS =
  'The business needs an owner: make another team member owner first.';

export const idParamsSchema = z.object({
  id: z.coerce.number({ error: 'No such record.' }).int().positive().max(2_147_483_647),
});

const token = z.string({ error: 'This invitation link is not valid.' }).min(20).max(100);

/** What the invitation page shows before it is accepted: GET /api/staff-invitations/:token/ */
export const invitationLookupSchema = z.object({
  email: z.string(),
  role: z.enum(INVITED_ROLES),
  expires_at: z.string(),
});
export const invitationTokenParamsSchema = z.object({ token });

/** POST /api/staff-invitations/accept/ */
export const acceptInvitationSchema = z.object({ token });

/** POST /api/owner-claim/: the code mailed to ADMIN_EMAIL. */
export const ownerClaimSchema = mailedCodeSchema;
