import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { mailedCodeSchema } from '../../../domain/accounts.ts';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/form-field.tsx';
import { cn } from '../../lib/cn.ts';
import { zodResolver } from '../../lib/zod-resolver.ts';

type MailedCode = z.infer<typeof mailedCodeSchema>;

interface MailedCodeFormProps {
  onConfirm: (code: string) => Promise<void>;
  onSendAgain: () => void;
  sending: boolean;
  /** Field and buttons side by side from the small breakpoint, as in a banner. */
  inline?: boolean;
}

/** 'Code from the email', Confirm and 'Send a new code': the form of every mailed code. */
export function MailedCodeForm({ onConfirm, onSendAgain, sending, inline }: MailedCodeFormProps) {
  const form = useForm<MailedCode>({
    resolver: zodResolver(mailedCodeSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ code }) => onConfirm(code))}
      className={cn('flex flex-col', inline ? 'gap-3 sm:flex-row sm:items-start' : 'gap-4')}
    >
      <div className={cn(inline && 'sm:w-56')}>
        <TextField
          label="Code from the email"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={errors.code?.message}
          {...form.register('code')}
        />
      </div>
      <div className={cn('flex flex-wrap gap-3', inline && 'sm:mt-7')}>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Checking...' : 'Confirm'}
        </Button>
        <Button type="button" variant="secondary" disabled={sending} onClick={onSendAgain}>
          {sending ? 'Sending...' : 'Send a new code'}
        </Button>
      </div>
    </form>
  );
}
