import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  CAPACITY_MAX,
  newCohortSchema,
  type MentorChoice,
} from '../../../../domain/delivery/cohorts.ts';
import { LANGUAGE_LABELS, TEACHING_LANGUAGES } from '../../../../domain/delivery/languages.ts';
import { ROLE_LABELS } from '../../../../domain/roles.ts';
import { Button } from '../../../components/button.tsx';
import { SelectField, TextField } from '../../../components/form-field.tsx';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useRouteChange } from '../../../lib/use-route-change.ts';
import { programSlugChoices } from '../list/program-choices.ts';
import type { CohortChangeRequest } from './cohort-changes.ts';
import { CheckboxGroup, checkboxClass, checkboxLabelClass, FormAnswer } from './form-parts.tsx';

type Input = z.input<typeof newCohortSchema>;
const LANGUAGE_CHOICES = TEACHING_LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_LABELS[l] }));

/** A new run of a program; once created, its page opens to schedule its sessions. */
export function NewCohortForm({ mentors }: { mentors: MentorChoice[] }) {
  const form = useForm<Input, unknown, z.output<typeof newCohortSchema>>({
    resolver: zodResolver(newCohortSchema),
    defaultValues: {
      program: '',
      starts_on: '',
      capacity: 30,
      language: 'English',
      mentor_ids: [],
    },
  });
  const create = useRouteChange<CohortChangeRequest>();
  const { errors } = form.formState;
  const submit = form.handleSubmit((cohort) => {
    void create.send({ intent: 'create', cohort });
  });
  const field = { onChange: create.forget };

  return (
    <form noValidate onSubmit={submit} aria-label="New cohort" className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label="Program"
          placeholder="Choose a program"
          options={programSlugChoices()}
          error={errors.program?.message}
          {...form.register('program', field)}
        />
        <TextField
          label="Start date (India)"
          type="date"
          error={errors.starts_on?.message}
          {...form.register('starts_on', field)}
        />
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
        {mentors.length === 0 ? (
          <p className="text-sm text-muted">
            No one can mentor yet: invite mentors from the Team page.
          </p>
        ) : (
          mentors.map((m) => (
            <label key={m.id} className={checkboxLabelClass}>
              <input
                type="checkbox"
                value={m.id}
                className={checkboxClass}
                {...form.register('mentor_ids', field)}
              />
              {m.name} <span className="text-muted">({ROLE_LABELS[m.role]})</span>
            </label>
          ))
        )}
      </CheckboxGroup>
      <FormAnswer answer={create.answer} />
      <Button type="submit" disabled={create.busy} className="self-start">
        {create.busy ? 'Creating...' : 'Create cohort'}
      </Button>
    </form>
  );
}
