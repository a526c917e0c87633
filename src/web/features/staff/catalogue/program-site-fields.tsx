import { Plus } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { TextAreaField, TextField } from '../../../components/form-field.tsx';
import { checkboxClass, checkboxLabelClass } from '../cohorts/form-parts.tsx';
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

const MAX_ALIASES = 10;

function AliasFields({ form }: { form: ProgramForm }) {
  const aliases = useFieldArray({ control: form.control, name: 'aliases' });
  return (
    <FieldGroup legend="Other addresses that lead to the page">
      <FieldNote>
        Each one redirects to the page, e.g. /ai for /artificial-intelligence. A path published
        before is kept here by itself.
      </FieldNote>
      {aliases.fields.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {aliases.fields.map((field, i) => (
            <li key={field.id} className="flex items-end gap-2">
              <div className="min-w-0 flex-1">
                <TextField
                  label={`Address ${i + 1}`}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder="/ai"
                  error={errorAt(form, `aliases.${i}.path`)}
                  {...form.register(`aliases.${i}.path`)}
                />
              </div>
              <div className="pb-1.5">
                <ItemButtons
                  what={`address ${i + 1}`}
                  index={i}
                  count={aliases.fields.length}
                  min={0}
                  onRemove={aliases.remove}
                />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <GroupError message={errorAt(form, 'aliases')} />
      <AddButton
        disabled={aliases.fields.length >= MAX_ALIASES}
        onClick={() => aliases.append({ path: '/' })}
      >
        <Plus aria-hidden className="size-4" />
        Add an address
      </AddButton>
    </FieldGroup>
  );
}

/**
 * Where else the site shows the program: other addresses, the home page's popular programs,
 * a freelancing page; and what search engines show of it.
 */
export function ProgramSiteFields({ form }: { form: ProgramForm }) {
  const popular = useWatch({ control: form.control, name: 'popular.on' });
  const freelancing = useWatch({ control: form.control, name: 'freelancing.on' });
  return (
    <Panel title="On the site">
      <div className="flex flex-col gap-5">
        <AliasFields form={form} />
        <FieldGroup legend="Popular programs (home page and footer)">
          <label className={checkboxLabelClass}>
            <input type="checkbox" className={checkboxClass} {...form.register('popular.on')} />
            Show it among the popular programs
          </label>
          {popular ? (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-[8rem_minmax(0,1fr)]">
              <TextField
                label="Rank"
                type="number"
                inputMode="numeric"
                min={1}
                error={errorAt(form, 'popular.rank')}
                {...form.register('popular.rank')}
              />
              <TextAreaField
                label="Blurb"
                rows={2}
                maxLength={120}
                error={errorAt(form, 'popular.blurb')}
                {...form.register('popular.blurb')}
              />
            </div>
          ) : null}
          <GroupError message={errorAt(form, 'popular.on')} />
        </FieldGroup>
        <FieldGroup legend="Freelancing page">
          <label className={checkboxLabelClass}>
            <input type="checkbox" className={checkboxClass} {...form.register('freelancing.on')} />
            The program has a freelancing services page
          </label>
          {freelancing ? (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,1fr)_8rem]">
              <TextField
                label="Its address"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                placeholder="/freelancing/Python"
                error={errorAt(form, 'freelancing.path')}
                {...form.register('freelancing.path')}
              />
              <TextField
                label="Rank"
                type="number"
                inputMode="numeric"
                min={1}
                error={errorAt(form, 'freelancing.rank')}
                {...form.register('freelancing.rank')}
              />
            </div>
          ) : null}
          <GroupError message={errorAt(form, 'freelancing.on')} />
        </FieldGroup>
        <FieldGroup legend="In search results (optional)">
          <TextField
            label="Title (10 to 70 characters)"
            maxLength={70}
            error={errorAt(form, 'seoTitle')}
            {...form.register('seoTitle')}
          />
          <TextAreaField
            label="Description (50 to 160 characters)"
            rows={3}
            maxLength={160}
            error={errorAt(form, 'seoDescription')}
            {...form.register('seoDescription')}
          />
        </FieldGroup>
      </div>
    </Panel>
  );
}
