import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  NOTE_MAX,
  enquiryReplySchema,
  type EnquiryDetail,
  type EnquiryReplyPreview,
} from '../../../../domain/staff/enquiries.ts';
import { failureMessage } from '../../../api/client.ts';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { TextAreaField } from '../../../components/form-field.tsx';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { ActionDialog } from '../ui/action-dialog.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { previewEnquiryReply, type SavedReplies } from './enquiry-desk-api.ts';
import type { EnquiryChange } from './enquiry-changes.ts';

type Reply = z.infer<typeof enquiryReplySchema>;

/**
 * An email to the enquirer, started from a saved reply or typed. A mail cannot be called back,
 * so the server first shows it exactly as it will go (greeting and sign-off included), and it is
 * sent once that is confirmed.
 */
export function EnquiryReplyForm({
  enquiry,
  saved,
}: {
  enquiry: EnquiryDetail;
  saved: SavedReplies;
}) {
  const [pending, setPending] = useState<{ body: string; mail: EnquiryReplyPreview } | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<Reply>({
    resolver: zodResolver(enquiryReplySchema),
    defaultValues: { body: '' },
  });
  const { errors } = form.formState;
  const replies = saved.ok ? saved.replies : [];

  const preview = form.handleSubmit(async ({ body }) => {
    setFailure(null);
    setPreviewing(true);
    const result = await previewEnquiryReply(enquiry.kind, enquiry.id, body);
    setPreviewing(false);
    if (result.ok) setPending({ body, mail: result.data });
    else setFailure(failureMessage(result, 'The reply could not be prepared. Please try again.'));
  });

  return (
    <>
      <form
        noValidate
        aria-label="Reply by email"
        onSubmit={(event) => void preview(event)}
        className="flex flex-col gap-3"
      >
        {replies.length > 0 ? (
          <SelectField
            label="Start from a saved reply"
            value=""
            choices={[
              { value: '', label: 'Choose a saved reply…' },
              ...replies.map((r) => ({ value: String(r.id), label: r.name })),
            ]}
            onChange={(event) => {
              const chosen = replies.find((r) => String(r.id) === event.target.value);
              if (!chosen) return;
              setSent(null);
              form.setValue('body', chosen.body, { shouldDirty: true });
              form.clearErrors('body');
            }}
          />
        ) : null}
        <TextAreaField
          label={`Reply to ${enquiry.name} (${enquiry.email})`}
          maxLength={NOTE_MAX}
          rows={5}
          error={errors.body?.message}
          {...form.register('body', {
            onChange: () => {
              setSent(null);
              setFailure(null);
            },
          })}
        />
        <p className="text-sm text-muted">
          The greeting (‘Hello {enquiry.name},’) and your name are added for you: you see the whole
          mail before it goes.
        </p>
        {sent ? <Alert tone="success">{sent}</Alert> : null}
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <Button type="submit" disabled={previewing} className="self-start">
          {previewing ? 'Preparing...' : 'Send reply'}
        </Button>
      </form>
      {pending !== null ? (
        <ActionDialog<EnquiryChange>
          title="Send this reply?"
          confirmLabel="Send now"
          busyLabel="Sending..."
          change={{ intent: 'reply', body: pending.body }}
          onDone={(answer) => {
            form.reset();
            setSent(answer.message);
            setPending(null);
          }}
          onClose={() => setPending(null)}
        >
          <p>
            It is emailed as below and added to the timeline
            {enquiry.status === 'new' ? '; the enquiry moves to In progress' : ''}.
          </p>
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="font-semibold">To</dt>
            <dd className="break-all">{pending.mail.to}</dd>
            <dt className="font-semibold">Subject</dt>
            <dd className="break-words">{pending.mail.subject}</dd>
          </dl>
          <pre
            aria-label="The mail"
            className="mt-3 max-h-72 overflow-y-auto rounded-control border border-line bg-surface px-4 py-3 font-sans text-sm break-words whitespace-pre-wrap"
          >
            {pending.mail.text}
          </pre>
        </ActionDialog>
      ) : null}
    </>
  );
}
