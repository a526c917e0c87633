import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { istParts } from '../../../../domain/delivery/session-time.ts';
import {
  NOTES_MAX,
  TOPIC_MAX,
  cancelSessionSchema,
  moveSessionSchema,
  sessionChangeSchema,
  type SessionDetail,
} from '../../../../domain/delivery/sessions.ts';
import { TextAreaField, TextField } from '../../../components/form-field.tsx';
import { cn } from '../../../lib/cn.ts';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useRouteChange } from '../../../lib/use-route-change.ts';
import { smallButtonClass, smallDangerButtonClass } from '../ui/buttons.ts';
import { SelectField } from '../ui/select-field.tsx';
import type { CohortChangeRequest } from './cohort-changes.ts';
import { FormAnswer } from './form-parts.tsx';

type ChangeInput = z.input<typeof sessionChangeSchema>;
const ids = (detail: SessionDetail) => ({
  cohort_id: detail.cohort.id,
  session_id: detail.session.id,
});

/** Topic, module and meeting link: what learners see before the session. */
export function SessionDetailsForm({ detail }: { detail: SessionDetail }) {
  const { session } = detail;
  const form = useForm<ChangeInput, unknown, z.output<typeof sessionChangeSchema>>({
    resolver: zodResolver(sessionChangeSchema),
    defaultValues: {
      topic: session.topic,
      meeting_url: session.meeting_url ?? '',
    },
  });
  // The select speaks strings; the request, a module's number or null.
  const [module, setModule] = useState(session.module_index);
  const save = useRouteChange<CohortChangeRequest>();
  const { errors } = form.formState;
  const field = { onChange: save.forget };
  const submit = form.handleSubmit(({ topic, meeting_url }) => {
    void save.send({
      intent: 'session',
      ...ids(detail),
      change: { topic, meeting_url, module_index: module },
    });
  });
  return (
    <form noValidate onSubmit={submit} aria-label="Session details" className="flex flex-col gap-4">
      <TextField
        label="Topic"
        maxLength={TOPIC_MAX}
        error={errors.topic?.message}
        {...form.register('topic', field)}
      />
      <SelectField
        label="Syllabus module"
        value={module === null ? '' : String(module)}
        choices={[
          { value: '', label: 'No module (a review or Q&A)' },
          ...detail.modules.map((title, i) => ({
            value: String(i),
            label: `Module ${i + 1}: ${title}`,
          })),
        ]}
        onChange={(event) => {
          save.forget();
          const value = event.target.value;
          setModule(value === '' ? null : Number(value));
        }}
      />
      <TextField
        label="Meeting link"
        type="url"
        inputMode="url"
        placeholder="https://"
        error={errors.meeting_url?.message}
        {...form.register('meeting_url', field)}
      />
      <p className="-mt-2 text-sm text-muted">
        {session.premium_only
          ? 'The cohort’s Premium learners see the link from 15 minutes before the start.'
          : 'Learners of the cohort see the link from 15 minutes before the start.'}
        {session.webinar_id !== null
          ? ' This webinar is held in every cohort of the program being taught then: what you save here changes it in all of them.'
          : ''}
      </p>
      <FormAnswer answer={save.answer} />
      <button type="submit" disabled={save.busy} className={cn(smallButtonClass, 'self-start')}>
        {save.busy ? 'Saving...' : 'Save details'}
      </button>
    </form>
  );
}

/** A new date and time, with the reason learners are mailed. */
export function MoveSessionForm({ detail }: { detail: SessionDetail }) {
  const now = istParts(detail.session.starts_at);
  const form = useForm<
    z.input<typeof moveSessionSchema>,
    unknown,
    z.output<typeof moveSessionSchema>
  >({
    resolver: zodResolver(moveSessionSchema),
    defaultValues: { date: now.date, time: now.time, reason: '' },
  });
  const move = useRouteChange<CohortChangeRequest>((answer) => {
    if (answer.ok) form.reset({ ...form.getValues(), reason: '' });
  });
  const { errors } = form.formState;
  const field = { onChange: move.forget };
  const submit = form.handleSubmit((change) => {
    void move.send({ intent: 'move-session', ...ids(detail), move: change });
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Move the session"
      className="flex flex-col gap-4"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="New date"
          type="date"
          error={errors.date?.message}
          {...form.register('date', field)}
        />
        <TextField
          label="New time (IST)"
          type="time"
          error={errors.time?.message}
          {...form.register('time', field)}
        />
      </div>
      <TextField
        label="Reason, for the learners"
        error={errors.reason?.message}
        {...form.register('reason', field)}
      />
      <FormAnswer answer={move.answer} />
      <button type="submit" disabled={move.busy} className={cn(smallButtonClass, 'self-start')}>
        {move.busy ? 'Moving...' : 'Move and mail learners'}
      </button>
    </form>
  );
}

/** Cancels the session; every learner of the cohort is mailed the reason. */
export function CancelSessionForm({ detail }: { detail: SessionDetail }) {
  const form = useForm<
    z.input<typeof cancelSessionSchema>,
    unknown,
    z.output<typeof cancelSessionSchema>
  >({
    resolver: zodResolver(cancelSessionSchema),
    defaultValues: { reason: '' },
  });
  const cancel = useRouteChange<CohortChangeRequest>();
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ reason }) => {
    void cancel.send({ intent: 'cancel-session', ...ids(detail), reason });
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Cancel the session"
      className="flex flex-col gap-4"
    >
      <TextField
        label="Reason for cancelling, for the learners"
        error={errors.reason?.message}
        {...form.register('reason', { onChange: cancel.forget })}
      />
      <FormAnswer answer={cancel.answer} />
      <button
        type="submit"
        disabled={cancel.busy}
        className={cn(smallDangerButtonClass, 'self-start')}
      >
        {cancel.busy ? 'Cancelling...' : 'Cancel session and mail learners'}
      </button>
    </form>
  );
}

/** After the session: the recording's link and notes for the team. */
export function RecordingForm({ detail }: { detail: SessionDetail }) {
  const { session } = detail;
  const form = useForm<ChangeInput, unknown, z.output<typeof sessionChangeSchema>>({
    resolver: zodResolver(sessionChangeSchema),
    defaultValues: { recording_url: session.recording_url ?? '', notes: session.notes ?? '' },
  });
  const save = useRouteChange<CohortChangeRequest>();
  const { errors } = form.formState;
  const field = { onChange: save.forget };
  const submit = form.handleSubmit(({ recording_url, notes }) => {
    void save.send({ intent: 'session', ...ids(detail), change: { recording_url, notes } });
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Recording and notes"
      className="flex flex-col gap-4"
    >
      <TextField
        label="Recording link"
        type="url"
        inputMode="url"
        placeholder="https://"
        error={errors.recording_url?.message}
        {...form.register('recording_url', field)}
      />
      <TextAreaField
        label="Notes"
        rows={3}
        maxLength={NOTES_MAX}
        error={errors.notes?.message}
        {...form.register('notes', field)}
      />
      <FormAnswer answer={save.answer} />
      <button type="submit" disabled={save.busy} className={cn(smallButtonClass, 'self-start')}>
        {save.busy ? 'Saving...' : 'Save recording and notes'}
      </button>
    </form>
  );
}
