import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  INVITATION_TTL_HOURS,
  inviteSchema,
  type Invitation,
} from '../../../../domain/staff/team.ts';
import { failureMessage } from '../../../api/client.ts';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { inviteStaff } from '../api/team-api.ts';
import { Notice, type NoticeMessage } from '../ui/notice.tsx';

type Invite = z.input<typeof inviteSchema>;

/** Mails a link that makes the account with that address staff once it is opened. */
export function InviteForm({ onInvited }: { onInvited: (invitation: Invitation) => void }) {
  const [message, setMessage] = useState<NoticeMessage | null>(null);
  const form = useForm<Invite, unknown, z.output<typeof inviteSchema>>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    setMessage(null);
    const result = await inviteStaff(email);
    if (!result.ok) {
      setMessage({ tone: 'error', text: failureMessage(result, 'The invitation was not sent.') });
      return;
    }
    onInvited(result.data);
    form.reset();
    setMessage({ tone: 'success', text: `Invitation sent to ${result.data.email}.` });
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
            {...form.register('email', { onChange: () => setMessage(null) })}
          />
        </div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Invite staff'}
        </Button>
      </div>
      <Notice message={message} />
      <p className="text-sm text-muted">
        The link works once, for {INVITATION_TTL_HOURS} hours, for an account with this address.
      </p>
    </form>
  );
}
