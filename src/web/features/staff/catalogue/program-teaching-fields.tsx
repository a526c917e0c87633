import { LANGUAGE_LABELS, TEACHING_LANGUAGES } from '../../../../domain/delivery/languages.ts';
import { SelectField, TextField } from '../../../components/form-field.tsx';
import { Panel } from '../layout/staff-page.tsx';
import type { Choice } from '../ui/select-field.tsx';
import { errorAt, FieldNote, GroupError } from './editor-parts.tsx';
import { CHOICE_SLOTS, type ProgramForm } from './program-form-values.ts';

const LANGUAGE_CHOICES = TEACHING_LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_LABELS[l] }));
const ORDINALS = ['First', 'Second', 'Third'];
const slots = Array.from({ length: CHOICE_SLOTS }, (_, i) => i);

/**
 * How long it runs, the languages it is taught in and who teaches it, in the page's order.
 * `mentorChoices` are the published profiles, and any the document names that are not.
 */
export function ProgramTeachingFields({
  form,
  mentorChoices,
}: {
  form: ProgramForm;
  mentorChoices: readonly Choice[];
}) {
  return (
    <Panel title="Duration, languages and mentors">
      <div className="flex flex-col gap-5">
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label="Weeks"
            type="number"
            inputMode="numeric"
            min={1}
            max={52}
            error={errorAt(form, 'durationWeeks')}
            {...form.register('durationWeeks')}
          />
          <TextField
            label="Hours a week"
            type="number"
            inputMode="numeric"
            min={1}
            max={40}
            error={errorAt(form, 'hoursPerWeek')}
            {...form.register('hoursPerWeek')}
          />
        </div>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1.5 text-sm font-semibold text-ink">
            Languages it is taught in (English first, as a rule)
          </legend>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            {slots.map((i) => (
              <SelectField
                key={i}
                label={`${ORDINALS[i]} language${i > 0 ? ' (optional)' : ''}`}
                placeholder={i === 0 ? 'Choose a language' : 'None'}
                options={LANGUAGE_CHOICES}
                error={errorAt(form, `languages.${i}`)}
                {...form.register(`languages.${i}`)}
              />
            ))}
          </div>
          <GroupError message={errorAt(form, 'languages')} />
        </fieldset>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1.5 text-sm font-semibold text-ink">
            Mentors, in the order the page shows them
          </legend>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            {slots.map((i) => (
              <SelectField
                key={i}
                label={`${ORDINALS[i]} mentor${i > 0 ? ' (optional)' : ''}`}
                placeholder={i === 0 ? 'Choose a mentor' : 'None'}
                options={mentorChoices}
                error={errorAt(form, `mentors.${i}`)}
                {...form.register(`mentors.${i}`)}
              />
            ))}
          </div>
          <GroupError message={errorAt(form, 'mentors')} />
          <FieldNote>
            The choices are the mentors’ published profiles. A profile is added under Mentors.
          </FieldNote>
        </fieldset>
      </div>
    </Panel>
  );
}
