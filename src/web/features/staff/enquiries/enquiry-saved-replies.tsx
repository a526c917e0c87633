import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  NOTE_MAX,
  SAVED_REPLY_NAME_MAX,
  savedReplyInputSchema,
  type SavedReply,
  type SavedReplyInput,
} from '../../../../domain/staff/enquiries.ts';
import { Alert } from '../../../components/alert.tsx';
import { TextAreaField, TextField } from '../../../components/form-field.tsx';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useRouteChange } from '../../../lib/use-route-change.ts';
import { Panel } from '../layout/staff-page.tsx';
import { ActionDialog } from '../ui/action-dialog.tsx';
import { smallButtonClass, smallDangerButtonClass } from '../ui/buttons.ts';
import type { SavedReplies } from './enquiry-desk-api.ts';
import type { EnquiryChange } from './enquiry-changes.ts';

/** A new saved reply (no `reply`) or a change to one; closed once the server has saved it. */
function SavedReplyForm({
  reply,
  onDone,
}: {
  reply?: SavedReply;
  /** Saved (with the server's words) or cancelled (null). */
  onDone: (message: string | null) => void;
}) {
  const form = useForm<SavedReplyInput>({
    resolver: zodResolver(savedReplyInputSchema),
    defaultValues: { name: reply?.name ?? '', body: reply?.body ?? '' },
  });
  const save = useRouteChange<EnquiryChange>((answer) => {
    if (answer.ok) onDone(answer.message);
  });
  const { errors } = form.formState;
  const refusal = save.answer && !save.answer.ok ? save.answer.error : null;
  const submit = form.handleSubmit((values) => {
    void save.send(
      reply
        ? { intent: 'saved-reply-update', id: reply.id, ...values }
        : { intent: 'saved-reply-create', ...values },
    );
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={reply ? `Edit '${reply.name}'` : 'New saved reply'}
      className="flex flex-col gap-3 rounded-control border border-line bg-surface p-3"
    >
      <TextField
        label="Name"
        maxLength={SAVED_REPLY_NAME_MAX}
        error={errors.name?.message}
        {...form.register('name', { onChange: save.forget })}
      />
      <TextAreaField
        label="Text"
        maxLength={NOTE_MAX}
        rows={4}
        error={errors.body?.message}
        {...form.register('body', { onChange: save.forget })}
      />
      {refusal ? <Alert tone="error">{refusal}</Alert> : null}
      <div className="flex gap-2">
        <button type="submit" disabled={save.busy} className={smallButtonClass}>
          {save.busy ? 'Saving...' : 'Save'}
        </button>
        <button type="button" onClick={() => onDone(null)} className={smallButtonClass}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/**
 * The team's saved replies: named texts to start a reply from. Each change is saved at once and
 * recorded in the audit log.
 */
export function SavedRepliesPanel({ saved }: { saved: SavedReplies }) {
  // 'new', the id of the reply being edited, or null.
  const [editing, setEditing] = useState<'new' | number | null>(null);
  const [deleting, setDeleting] = useState<SavedReply | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const done = (message: string | null) => {
    setEditing(null);
    setNotice(message);
  };

  return (
    <Panel
      title="Saved replies"
      actions={
        editing === null && saved.ok ? (
          <button
            type="button"
            className={smallButtonClass}
            onClick={() => {
              setNotice(null);
              setEditing('new');
            }}
          >
            New saved reply
          </button>
        ) : null
      }
    >
      <div className="flex flex-col gap-3">
        {saved.ok ? null : <Alert tone="error">{saved.error}</Alert>}
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        {editing === 'new' ? <SavedReplyForm onDone={done} /> : null}
        {saved.ok && saved.replies.length === 0 && editing !== 'new' ? (
          <p className="text-sm text-muted">
            None yet. Keep the answers you give often here, and pick one into a reply.
          </p>
        ) : null}
        {saved.ok ? (
          <ul className="flex flex-col gap-3">
            {saved.replies.map((reply) =>
              editing === reply.id ? (
                <li key={reply.id}>
                  <SavedReplyForm reply={reply} onDone={done} />
                </li>
              ) : (
                <li key={reply.id} className="flex flex-col gap-1.5 border-t border-line pt-3">
                  <p className="font-semibold break-words text-ink">{reply.name}</p>
                  <p className="line-clamp-3 text-sm break-words whitespace-pre-wrap text-muted">
                    {reply.body}
                  </p>
                  <div className="flex gap-2">
                    <button
                      type="button"
                      aria-label={`Edit '${reply.name}'`}
                      className={smallButtonClass}
                      onClick={() => {
                        setNotice(null);
                        setEditing(reply.id);
                      }}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      aria-label={`Delete '${reply.name}'`}
                      className={smallDangerButtonClass}
                      onClick={() => setDeleting(reply)}
                    >
                      Delete
                    </button>
                  </div>
                </li>
              ),
            )}
          </ul>
        ) : null}
      </div>
      {deleting ? (
        <ActionDialog<EnquiryChange>
          title={`Delete '${deleting.name}'?`}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          danger
          change={{ intent: 'saved-reply-delete', id: deleting.id, name: deleting.name }}
          onDone={(answer) => {
            setDeleting(null);
            done(answer.message);
          }}
          onClose={() => setDeleting(null)}
        >
          <p>Replies already sent keep their text.</p>
        </ActionDialog>
      ) : null}
    </Panel>
  );
}
