import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  TOPIC_MAX,
  addSessionSchema,
  addWebinarSchema,
} from '../../../../domain/delivery/sessions.ts';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useRouteChange } from '../../../lib/use-route-change.ts';
import { SelectField } from '../ui/select-field.tsx';
import type { CohortChangeRequest } from './cohort-changes.ts';
import { FormAnswer, LengthField, StartTimeField } from './form-parts.tsx';

/** What both forms ask: when, how long, what about, and where to join. */
type WhenFields = Pick<z.input<typeof addSessionSchema>, 'date' | 'time' | 'minutes' | 'topic'> & {
  meeting_url?: string | null;
};

const emptyWhen = { date: '', time: '19:00', minutes: 60, topic: '', meeting_url: '' };

function WhenAndWhat<T extends WhenFields>({
  form,
  onChange,
  topicHint,
}: {
  form: UseFormReturn<T>;
  onChange: () => void;
  topicHint: string;
}) {
  // The two forms share these fields; react-hook-form's paths are typed per form.
  const f = form as unknown as UseFormReturn<WhenFields>;
  const { errors } = f.formState;
  const field = { onChange };
  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TextField
          label="Date"
          type="date"
          error={errors.date?.message}
          {...f.register('date', field)}
        />
        <StartTimeField error={errors.time?.message} {...f.register('time', field)} />
        <LengthField error={errors.minutes?.message} {...f.register('minutes', field)} />
      </div>
      <TextField
        label="Topic"
        maxLength={TOPIC_MAX}
        placeholder={topicHint}
        error={errors.topic?.message}
        {...f.register('topic', field)}
      />
      <TextField
        label="Meeting link (optional)"
        type="url"
        inputMode="url"
        placeholder="https://"
        error={errors.meeting_url?.message}
        {...f.register('meeting_url', field)}
      />
    </>
  );
}

/**
 * One more class for this cohort, beside its schedule: every learner of the cohort sees it and
 * is mailed. The form empties itself once the session is added.
 */
export function AddSessionForm({ cohortId, modules }: { cohortId: number; modules: string[] }) {
  type Input = z.input<typeof addSessionSchema>;
  const form = useForm<Input, unknown, z.output<typeof addSessionSchema>>({
    resolver: zodResolver(addSessionSchema),
    defaultValues: emptyWhen,
  });
  const [module, setModule] = useState<number | null>(null);
  const add = useRouteChange<CohortChangeRequest>((answer) => {
    if (answer.ok) form.reset(emptyWhen);
  });
  const submit = form.handleSubmit((session) => {
    void add.send({
      intent: 'add-session',
      cohort_id: cohortId,
      session: { ...session, module_index: module },
    });
  });
  return (
    <form noValidate onSubmit={submit} aria-label="Add a session" className="flex flex-col gap-4">
      <WhenAndWhat form={form} onChange={add.forget} topicHint="Make-up class: loops" />
      <SelectField
        label="Syllabus module"
        value={module === null ? '' : String(module)}
        choices={[
          { value: '', label: 'No module (a guest talk or Q&A)' },
          ...modules.map((title, i) => ({ value: String(i), label: `Module ${i + 1}: ${title}` })),
        ]}
        onChange={(event) => {
          add.forget();
          setModule(event.target.value === '' ? null : Number(event.target.value));
        }}
      />
      <FormAnswer answer={add.answer} />
      <Button type="submit" disabled={add.busy} className="self-start">
        {add.busy ? 'Adding...' : 'Add and mail learners'}
      </Button>
    </form>
  );
}

/**
 * A webinar for the program's Premium learners, held in every cohort of the program still being
 * taught at its time; nobody else's schedule changes.
 */
export function AddWebinarForm({ program }: { program: string }) {
  type Input = z.input<typeof addWebinarSchema>;
  const empty = { ...emptyWhen, program };
  const form = useForm<Input, unknown, z.output<typeof addWebinarSchema>>({
    resolver: zodResolver(addWebinarSchema),
    defaultValues: empty,
  });
  const add = useRouteChange<CohortChangeRequest>((answer) => {
    if (answer.ok) form.reset(empty);
  });
  const submit = form.handleSubmit((webinar) => {
    void add.send({ intent: 'add-webinar', webinar });
  });
  return (
    <form noValidate onSubmit={submit} aria-label="Add a webinar" className="flex flex-col gap-4">
      <WhenAndWhat form={form} onChange={add.forget} topicHint="Careers in data, with a guest" />
      <FormAnswer answer={add.answer} />
      <Button type="submit" disabled={add.busy} className="self-start">
        {add.busy ? 'Adding...' : 'Add webinar and mail Premium learners'}
      </Button>
    </form>
  );
}
