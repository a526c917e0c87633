import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  CAPACITY_MAX,
  cohortChangeSchema,
  type CohortDetail,
  type MentorChoice,
} from '../../../../domain/delivery/cohorts.ts';
import { LANGUAGE_LABELS, TEACHING_LANGUAGES } from '../../../../domain/delivery/languages.ts';
import { ROLE_LABELS } from '../../../../domain/roles.ts';
import { SelectField, TextField } from '../../../components/form-field.tsx';
import { cn } from '../../../lib/cn.ts';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useRouteChange } from '../../../lib/use-route-change.ts';
import { smallButtonClass } from '../ui/buttons.ts';
import type { CohortChangeRequest } from './cohort-changes.ts';
import { CheckboxGroup, checkboxClass, checkboxLabelClass, FormAnswer } from './form-parts.tsx';

type Input = z.input<typeof cohortChangeSchema>;
const LANGUAGE_CHOICES = TEACHING_LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_LABELS[l] }));

/** Seats, language and mentors; the program and start date stay as created. */
export function EditCohortForm({
  cohort,
  mentors,
}: {
  cohort: CohortDetail;
  mentors: MentorChoice[];
}) {
  const form = useForm<Input, unknown, z.output<typeof cohortChangeSchema>>({
    resolver: zodResolver(cohortChangeSchema),
    defaultValues: {
      capacity: cohort.capacity,
      language: cohort.language as Input['language'],
      mentor_ids: cohort.mentors.map((m) => String(m.id)) as unknown as number[],
    },
  });
  const edit = useRouteChange<CohortChangeRequest>();
  const { errors } = form.formState;
  const field = { onChange: edit.forget };
  const submit = form.handleSubmit((change) => {
    void edit.send({ intent: 'edit', cohort_id: cohort.id, change });
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Change the cohort"
      className="flex flex-col gap-4"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Seats"
          type="number"
          inputMode="numeric"
          min={1}
          max={CAPACITY_MAX}
          error={errors.capacity?.message}
          {...form.register('capacity', field)}
        />
        <SelectField
          label="Language"
          placeholder="Choose a language"
          options={LANGUAGE_CHOICES}
          error={errors.language?.message}
          {...form.register('language', field)}
        />
      </div>
      <CheckboxGroup legend="Mentors" error={errors.mentor_ids?.message}>
        {mentors.map((m) => (
          <label key={m.id} className={checkboxLabelClass}>
            <input
              type="checkbox"
              value={m.id}
              className={checkboxClass}
              {...form.register('mentor_ids', field)}
            />
            {m.name} <span className="text-muted">({ROLE_LABELS[m.role]})</span>
          </label>
        ))}
      </CheckboxGroup>
      <FormAnswer answer={edit.answer} />
      <button type="submit" disabled={edit.busy} className={cn(smallButtonClass, 'self-start')}>
        {edit.busy ? 'Saving...' : 'Save changes'}
      </button>
    </form>
  );
}
