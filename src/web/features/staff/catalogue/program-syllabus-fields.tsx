import { Plus } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { TextField } from '../../../components/form-field.tsx';
import { Panel } from '../layout/staff-page.tsx';
import { AddButton, errorAt, FieldGroup, GroupError, ItemButtons } from './editor-parts.tsx';
import type { ProgramForm } from './program-form-values.ts';

// As the schema holds them: 6 to 8 modules of 4 or 5 topics each.
const MODULES = { min: 6, max: 8 };
const TOPICS = { min: 4, max: 5 };

function ModuleTopics({ form, module }: { form: ProgramForm; module: number }) {
  const topics = useFieldArray({ control: form.control, name: `syllabus.${module}.topics` });
  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col gap-3">
        {topics.fields.map((field, i) => (
          <li key={field.id} className="flex items-end gap-2">
            <div className="min-w-0 flex-1">
              <TextField
                label={`Topic ${i + 1}`}
                maxLength={90}
                error={errorAt(form, `syllabus.${module}.topics.${i}.text`)}
                {...form.register(`syllabus.${module}.topics.${i}.text`)}
              />
            </div>
            <div className="flex gap-2 pb-1.5">
              <ItemButtons
                what={`topic ${i + 1} of module ${module + 1}`}
                index={i}
                count={topics.fields.length}
                min={TOPICS.min}
                onMove={topics.move}
                onRemove={topics.remove}
              />
            </div>
          </li>
        ))}
      </ol>
      <GroupError message={errorAt(form, `syllabus.${module}.topics`)} />
      <AddButton
        disabled={topics.fields.length >= TOPICS.max}
        onClick={() => topics.append({ text: '' })}
      >
        <Plus aria-hidden className="size-4" />
        Add a topic
      </AddButton>
    </div>
  );
}

/** The modules in their order, each a title and its topics. */
export function ProgramSyllabusFields({ form }: { form: ProgramForm }) {
  const modules = useFieldArray({ control: form.control, name: 'syllabus' });
  return (
    <Panel title="Syllabus">
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted">
          {MODULES.min} to {MODULES.max} modules of {TOPICS.min} or {TOPICS.max} topics each.
          Projects follow a module by its place: moving a module does not move its projects.
        </p>
        {modules.fields.map((field, i) => (
          <FieldGroup
            key={field.id}
            legend={`Module ${i + 1}`}
            actions={
              <ItemButtons
                what={`module ${i + 1}`}
                index={i}
                count={modules.fields.length}
                min={MODULES.min}
                onMove={modules.move}
                onRemove={modules.remove}
              />
            }
          >
            <TextField
              label="Title"
              maxLength={60}
              error={errorAt(form, `syllabus.${i}.title`)}
              {...form.register(`syllabus.${i}.title`)}
            />
            <ModuleTopics form={form} module={i} />
          </FieldGroup>
        ))}
        <GroupError message={errorAt(form, 'syllabus')} />
        <AddButton
          disabled={modules.fields.length >= MODULES.max}
          onClick={() =>
            modules.append({ title: '', topics: Array.from({ length: 4 }, () => ({ text: '' })) })
          }
        >
          <Plus aria-hidden className="size-4" />
          Add a module
        </AddButton>
      </div>
    </Panel>
  );
}
