import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { INVITATION_TTL_HOURS, inviteSchema } from '../../../../domain/staff/team.ts';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useRouteChange } from '../data/use-route-change.ts';
import { Notice } from '../ui/notice.tsx';
import type { TeamChange } from './team-changes.ts';

type Invite = z.input<typeof inviteSchema>;

/**
 * Mails a link that makes the account with that address staff once it is opened. The form is
 * emptied only once an invitation is sent: whatever else happens on the page (the team loaded
 * again after another change), what was typed stays.
 */
export function InviteForm() {
  const form = useForm<Invite, unknown, z.output<typeof inviteSchema>>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: '' },
  });
  const invite = useRouteChange<TeamChange>((answer) => {
    if (answer.ok) form.reset();
  });
  const { answer } = invite;
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ email }) => {
    void invite.send({ intent: 'invite', email });
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Invite staff" className="flex flex-col gap-3">
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
          {invite.busy ? 'Sending...' : 'Invite staff'}
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
