import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { NOTE_MAX, enquiryNoteSchema } from '../../../../domain/staff/enquiries.ts';
import { Alert } from '../../../components/alert.tsx';
import { TextAreaField } from '../../../components/form-field.tsx';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useRouteChange } from '../../../lib/use-route-change.ts';
import { smallButtonClass } from '../ui/buttons.ts';
import { cn } from '../../../lib/cn.ts';
import type { EnquiryChange } from './enquiry-changes.ts';

type Note = z.infer<typeof enquiryNoteSchema>;

/** A note for the team; the enquirer never sees it. Emptied once it is saved. */
export function EnquiryNoteForm() {
  const form = useForm<Note>({
    resolver: zodResolver(enquiryNoteSchema),
    defaultValues: { body: '' },
  });
  const note = useRouteChange<EnquiryChange>((answer) => {
    if (answer.ok) form.reset();
  });
  const { answer } = note;
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ body }) => {
    void note.send({ intent: 'note', body });
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Add an internal note"
      className="flex flex-col gap-3"
    >
      <TextAreaField
        label="Internal note (only staff see it)"
        maxLength={NOTE_MAX}
        rows={3}
        error={errors.body?.message}
        {...form.register('body', { onChange: note.forget })}
      />
      {answer ? (
        <Alert tone={answer.ok ? 'success' : 'error'}>
          {answer.ok ? answer.message : answer.error}
        </Alert>
      ) : null}
      <button type="submit" disabled={note.busy} className={cn(smallButtonClass, 'self-start')}>
        {note.busy ? 'Saving...' : 'Add note'}
      </button>
    </form>
  );
}
