import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  NOTE_MAX,
  enquiryReplySchema,
  type EnquiryDetail,
} from '../../../../domain/staff/enquiries.ts';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { TextAreaField } from '../../../components/form-field.tsx';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { ActionDialog } from '../ui/action-dialog.tsx';
import type { EnquiryChange } from './enquiry-changes.ts';

type Reply = z.infer<typeof enquiryReplySchema>;

/** An email to the enquirer; a mail cannot be called back, so it is confirmed first. */
export function EnquiryReplyForm({ enquiry }: { enquiry: EnquiryDetail }) {
  const [pending, setPending] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<Reply>({
    resolver: zodResolver(enquiryReplySchema),
    defaultValues: { body: '' },
  });
  const { errors } = form.formState;

  return (
    <>
      <form
        noValidate
        aria-label="Reply by email"
        onSubmit={form.handleSubmit(({ body }) => setPending(body))}
        className="flex flex-col gap-3"
      >
        <TextAreaField
          label={`Reply to ${enquiry.name} (${enquiry.email})`}
          maxLength={NOTE_MAX}
          rows={5}
          error={errors.body?.message}
          {...form.register('body', { onChange: () => setSent(null) })}
        />
        {sent ? <Alert tone="success">{sent}</Alert> : null}
        <Button type="submit" className="self-start">
          Send reply
        </Button>
      </form>
      {pending !== null ? (
        <ActionDialog<EnquiryChange>
          title="Send this reply?"
          confirmLabel="Send now"
          busyLabel="Sending..."
          change={{ intent: 'reply', body: pending }}
          onDone={(answer) => {
            form.reset();
            setSent(answer.message);
            setPending(null);
          }}
          onClose={() => setPending(null)}
        >
          <p>
            It is emailed to {enquiry.email} as a reply to {enquiry.reference} and added to the
            timeline.
          </p>
          <blockquote className="mt-3 max-h-60 overflow-y-auto rounded-control border border-line bg-surface px-4 py-3 break-words whitespace-pre-wrap">
            {pending}
          </blockquote>
        </ActionDialog>
      ) : null}
    </>
  );
}
