import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  INVITATION_TTL_HOURS,
  INVITED_ROLES,
  inviteSchema,
} from '../../../../domain/staff/team.ts';
import { ROLE_LABELS } from '../../../../domain/roles.ts';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useRouteChange } from '../../../lib/use-route-change.ts';
import { Notice } from '../ui/notice.tsx';
import { roleChoices } from './role-choices.ts';
import type { TeamChange } from './team-changes.ts';

type Invite = z.input<typeof inviteSchema>;

const ROLE_CHOICES = roleChoices(INVITED_ROLES);

/**
 * Mails a link that makes the account with that address staff, the accountant or a mentor, once
 * it is opened. The form is
 * emptied only once an invitation is sent: whatever else happens on the page (the team loaded
 * again after another change), what was typed stays.
 */
export function InviteForm() {
  const form = useForm<Invite, unknown, z.output<typeof inviteSchema>>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: '', role: 'staff' },
  });
  const invite = useRouteChange<TeamChange>((answer) => {
    if (answer.ok) form.reset();
  });
  const { answer } = invite;
  const role = useWatch({ control: form.control, name: 'role' });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ email, role }) => {
    void invite.send({ intent: 'invite', email, role });
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Invite to the team"
      className="flex flex-col gap-3"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink">Invite as</legend>
        {ROLE_CHOICES.map(({ role, label, hint }) => (
          <label key={role} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              value={role}
              className="mt-0.5 size-4 accent-brand-700"
              {...form.register('role', { onChange: invite.forget })}
            />
            <span>
              <span className="font-semibold text-ink">{label}</span>
              <span className="block text-muted">{hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <TextField
            label="Email address to invite"
            type="email"
            // Someone else's address: the browser must not offer the staff member's own.
            autoComplete="off"
            required
            error={errors.email?.message}
            {...form.register('email', { onChange: invite.forget })}
          />
        </div>
        <Button type="submit" disabled={invite.busy}>
          {invite.busy ? 'Sending...' : `Invite ${ROLE_LABELS[role ?? 'staff'].toLowerCase()}`}
        </Button>
      </div>
      <Notice
        message={
          answer
            ? answer.ok
              ? { tone: 'success', text: answer.message }
              : { tone: 'error', text: answer.error }
            : null
        }
      />
      <p className="text-sm text-muted">
        The link works once, for {INVITATION_TTL_HOURS} hours, for an account with this address.
      </p>
    </form>
  );
}
