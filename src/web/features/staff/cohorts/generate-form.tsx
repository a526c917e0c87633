import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { scheduleSummary } from '../../../../domain/delivery/schedule.ts';
import { SESSIONS_MAX, generateSessionsSchema } from '../../../../domain/delivery/sessions.ts';
import { WEEKDAYS } from '../../../../domain/delivery/session-time.ts';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useRouteChange } from '../../../lib/use-route-change.ts';
import type { CohortChangeRequest } from './cohort-changes.ts';
import {
  CheckboxGroup,
  checkboxClass,
  checkboxLabelClass,
  FormAnswer,
  LengthField,
  StartTimeField,
} from './form-parts.tsx';

type Input = z.input<typeof generateSessionsSchema>;
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];

/** The pattern as typed so far, in words, once it makes sense. */
function Preview({ values }: { values: Input }) {
  const parsed = generateSessionsSchema.safeParse(values);
  if (!parsed.success) return null;
  return (
    <p className="text-sm text-muted">
      {parsed.data.count} sessions:{' '}
      <strong className="text-ink">{scheduleSummary(parsed.data)}</strong>
    </p>
  );
}

/** The change that schedules sessions: kept by the panel, whose answer outlives this form. */
export const useGenerate = () => useRouteChange<CohortChangeRequest>();

/**
 * Makes the cohort's sessions from a weekly pattern. Their topics follow the syllabus; each can
 * be changed on its own page afterwards. Once made, the form goes (sessions are to come), so
 * `generate`, and the answer it holds, belong to the panel around it.
 */
export function GenerateForm({
  cohortId,
  modules,
  generate,
}: {
  cohortId: number;
  modules: number;
  generate: ReturnType<typeof useGenerate>;
}) {
  const form = useForm<Input, unknown, z.output<typeof generateSessionsSchema>>({
    resolver: zodResolver(generateSessionsSchema),
    defaultValues: { days: [], time: '19:00', minutes: 120, count: Math.max(modules, 1) },
  });
  const typed = useWatch({ control: form.control }) as Input;
  const { errors } = form.formState;
  const field = { onChange: generate.forget };
  const submit = form.handleSubmit((pattern) => {
    void generate.send({ intent: 'generate', cohort_id: cohortId, pattern });
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Schedule sessions"
      className="flex flex-col gap-4"
    >
      <CheckboxGroup legend="Days of the week" error={errors.days?.message}>
        {MONDAY_FIRST.map((day) => (
          <label key={day} className={checkboxLabelClass}>
            <input
              type="checkbox"
              value={day}
              className={checkboxClass}
              {...form.register('days', field)}
            />
            {WEEKDAYS[day]}
          </label>
        ))}
      </CheckboxGroup>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StartTimeField error={errors.time?.message} {...form.register('time', field)} />
        <LengthField error={errors.minutes?.message} {...form.register('minutes', field)} />
        <TextField
          label="Number of sessions"
          type="number"
          inputMode="numeric"
          min={1}
          max={SESSIONS_MAX}
          error={errors.count?.message}
          {...form.register('count', field)}
        />
      </div>
      <Preview values={typed} />
      {generate.answer && !generate.answer.ok ? <FormAnswer answer={generate.answer} /> : null}
      <Button type="submit" disabled={generate.busy} className="self-start">
        {generate.busy ? 'Scheduling...' : 'Schedule sessions'}
      </Button>
    </form>
  );
}
