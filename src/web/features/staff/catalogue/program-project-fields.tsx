import { Plus } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '../../../components/form-field.tsx';
import { CheckboxGroup, checkboxClass, checkboxLabelClass } from '../cohorts/form-parts.tsx';
import { Panel } from '../layout/staff-page.tsx';
import {
  AddButton,
  errorAt,
  FieldGroup,
  FieldNote,
  GroupError,
  ItemButtons,
} from './editor-parts.tsx';
import type { ProgramForm } from './program-form-values.ts';

const MAX_PROJECTS = 6;
const ACCEPTS = [
  { value: 'link', label: 'A link (https)' },
  { value: 'file', label: 'A file (PDF or ZIP)' },
];

/** The projects learners hand in, each after a module, one of them final; and the certificate's rule. */
export function ProgramProjectFields({ form }: { form: ProgramForm }) {
  const projects = useFieldArray({ control: form.control, name: 'projects' });
  const syllabus = useWatch({ control: form.control, name: 'syllabus' });
  const moduleChoices = syllabus.map((module, i) => ({
    value: String(i),
    label: `Module ${i + 1}${module.title.trim() ? `: ${module.title.trim()}` : ''}`,
  }));
  return (
    <Panel title="Projects and certificate">
      <div className="flex flex-col gap-5">
        {projects.fields.map((field, i) => (
          <FieldGroup
            key={field.id}
            legend={`Project ${i + 1}`}
            actions={
              <ItemButtons
                what={`project ${i + 1}`}
                index={i}
                count={projects.fields.length}
                min={1}
                onMove={projects.move}
                onRemove={projects.remove}
              />
            }
          >
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <TextField
                label="Title"
                maxLength={80}
                error={errorAt(form, `projects.${i}.title`)}
                {...form.register(`projects.${i}.title`)}
              />
              <TextField
                label="Id (kebab-case, e.g. expense-tracker)"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={60}
                error={errorAt(form, `projects.${i}.id`)}
                {...form.register(`projects.${i}.id`)}
              />
            </div>
            <TextAreaField
              label="What to build"
              rows={3}
              maxLength={400}
              error={errorAt(form, `projects.${i}.brief`)}
              {...form.register(`projects.${i}.brief`)}
            />
            <TextAreaField
              label="What to hand in"
              rows={2}
              maxLength={200}
              error={errorAt(form, `projects.${i}.submit`)}
              {...form.register(`projects.${i}.submit`)}
            />
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <SelectField
                label="After module"
                placeholder="Choose a module"
                options={moduleChoices}
                error={errorAt(form, `projects.${i}.module`)}
                {...form.register(`projects.${i}.module`)}
              />
              <CheckboxGroup legend="Handed in as" error={errorAt(form, `projects.${i}.accepts`)}>
                {ACCEPTS.map((way) => (
                  <label key={way.value} className={checkboxLabelClass}>
                    <input
                      type="checkbox"
                      value={way.value}
                      className={checkboxClass}
                      {...form.register(`projects.${i}.accepts`)}
                    />
                    {way.label}
                  </label>
                ))}
              </CheckboxGroup>
            </div>
            <label className={checkboxLabelClass}>
              <input
                type="checkbox"
                className={checkboxClass}
                {...form.register(`projects.${i}.final`)}
              />
              The final project (it counts for the certificate)
            </label>
          </FieldGroup>
        ))}
        <GroupError message={errorAt(form, 'projects')} />
        <AddButton
          disabled={projects.fields.length >= MAX_PROJECTS}
          onClick={() =>
            projects.append({
              id: '',
              title: '',
              brief: '',
              submit: '',
              accepts: ['link'],
              module: String(Math.max(0, syllabus.length - 1)),
              final: false,
            })
          }
        >
          <Plus aria-hidden className="size-4" />
          Add a project
        </AddButton>

        <FieldGroup legend="What a learner needs for the certificate">
          <label className={checkboxLabelClass}>
            <input
              type="checkbox"
              className={checkboxClass}
              {...form.register('completion.modulesDone')}
            />
            Every module marked done
          </label>
          <label className={checkboxLabelClass}>
            <input
              type="checkbox"
              className={checkboxClass}
              {...form.register('completion.finalProjectAccepted')}
            />
            The final project accepted by a mentor
          </label>
          <div className="max-w-xs">
            <TextField
              label="Live sessions attended, at least (%)"
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              error={errorAt(form, 'completion.minAttendancePercent')}
              {...form.register('completion.minAttendancePercent')}
            />
          </div>
          <FieldNote>
            0% asks nothing of attendance; self-paced learners are never asked it.
          </FieldNote>
        </FieldGroup>
      </div>
    </Panel>
  );
}
