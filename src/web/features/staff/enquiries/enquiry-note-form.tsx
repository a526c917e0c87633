import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  NOTE_MAX,
  enquiryNoteSchema,
  type EnquiryDetail,
} from '../../../../domain/staff/enquiries.ts';
import { failureMessage } from '../../../api/client.ts';
import { Alert } from '../../../components/alert.tsx';
import { TextAreaField } from '../../../components/form-field.tsx';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { addEnquiryNote } from '../api/enquiries-api.ts';
import { smallButtonClass } from '../ui/buttons.ts';
import { cn } from '../../../lib/cn.ts';

type Note = z.infer<typeof enquiryNoteSchema>;

/** A note for the team; the enquirer never sees it. */
export function EnquiryNoteForm({
  enquiry,
  onChanged,
}: {
  enquiry: EnquiryDetail;
  onChanged: (enquiry: EnquiryDetail) => void;
}) {
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useForm<Note>({
    resolver: zodResolver(enquiryNoteSchema),
    defaultValues: { body: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ body }) => {
    setMessage(null);
    const result = await addEnquiryNote(enquiry.kind, enquiry.id, body);
    if (!result.ok) {
      setMessage({ tone: 'error', text: failureMessage(result, 'The note was not saved.') });
      return;
    }
    onChanged(result.data);
    form.reset();
    setMessage({ tone: 'success', text: 'Note added.' });
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
        {...form.register('body', { onChange: () => setMessage(null) })}
      />
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <button type="submit" disabled={isSubmitting} className={cn(smallButtonClass, 'self-start')}>
        {isSubmitting ? 'Saving...' : 'Add note'}
      </button>
    </form>
  );
}
