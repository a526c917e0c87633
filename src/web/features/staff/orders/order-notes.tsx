import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { can } from '../../../../domain/roles.ts';
import {
  ORDER_NOTE_MAX,
  orderNoteRequestSchema,
  type OrderNote,
} from '../../../../domain/staff/orders.ts';
import { Alert } from '../../../components/alert.tsx';
import { TextAreaField } from '../../../components/form-field.tsx';
import { cn } from '../../../lib/cn.ts';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useStaffProfile } from '../access/staff-profile.ts';
import { useRouteChange } from '../../../lib/use-route-change.ts';
import { smallButtonClass } from '../ui/buttons.ts';
import { DateTime } from '../ui/dates.tsx';
import type { OrderRecordChange } from './order-changes.ts';

type NoteRequest = z.input<typeof orderNoteRequestSchema>;

/** Staff's internal notes on the order, oldest first; the learner never sees them. */
export function OrderNotes({ notes }: { notes: readonly OrderNote[] }) {
  const { role } = useStaffProfile();
  return (
    <div className="flex flex-col gap-4">
      {notes.length === 0 ? (
        <p className="text-muted">No notes yet.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {notes.map((note) => (
            <li key={note.id} className="py-3 first:pt-0 last:pb-0">
              <p className="text-sm text-muted">
                <span className="font-semibold text-ink">{note.author_name}</span>,{' '}
                <DateTime iso={note.created_at} /> IST
              </p>
              <p className="mt-1 break-words whitespace-pre-wrap text-ink">{note.body}</p>
            </li>
          ))}
        </ul>
      )}
      {can(role, 'handle-orders') ? <OrderNoteForm /> : null}
    </div>
  );
}

/** Emptied once the note is saved. */
function OrderNoteForm() {
  const form = useForm<NoteRequest, unknown, z.output<typeof orderNoteRequestSchema>>({
    resolver: zodResolver(orderNoteRequestSchema),
    defaultValues: { body: '' },
  });
  const note = useRouteChange<OrderRecordChange>((answer) => {
    if (answer.ok) form.reset();
  });
  const { answer } = note;
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
        label="Internal note (only staff see it; never mailed)"
        maxLength={ORDER_NOTE_MAX}
        rows={3}
        error={form.formState.errors.body?.message}
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
