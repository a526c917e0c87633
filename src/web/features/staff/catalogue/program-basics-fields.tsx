import { useWatch } from 'react-hook-form';
import { PROGRAM_CATEGORIES } from '../../../../domain/catalogue/categories.ts';
import { SelectField, TextAreaField, TextField } from '../../../components/form-field.tsx';
import { Panel } from '../layout/staff-page.tsx';
import { errorAt, FieldNote } from './editor-parts.tsx';
import { ImageUpload } from './image-upload.tsx';
import type { ProgramForm } from './program-form-values.ts';

const CATEGORY_CHOICES = PROGRAM_CATEGORIES.map((c) => ({ value: c, label: c }));

/**
 * Name, card label, category, path, tagline, overview and artwork. `publishedSlug` is the path
 * the site has now: a new one keeps it as a redirect once published.
 */
export function ProgramBasicsFields({
  form,
  publishedSlug,
}: {
  form: ProgramForm;
  publishedSlug: string | null;
}) {
  const slug = useWatch({ control: form.control, name: 'slug' });
  const moved = publishedSlug !== null && slug.trim() !== '' && slug.trim() !== publishedSlug;
  return (
    <Panel title="Basics">
      <div className="flex flex-col gap-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label="Name"
            autoComplete="off"
            maxLength={40}
            error={errorAt(form, 'name')}
            {...form.register('name')}
          />
          <TextField
            label="Label on the home page’s card"
            autoComplete="off"
            maxLength={40}
            error={errorAt(form, 'label')}
            {...form.register('label')}
          />
          <SelectField
            label="Category"
            placeholder="Choose a category"
            options={CATEGORY_CHOICES}
            error={errorAt(form, 'category')}
            {...form.register('category')}
          />
          <div className="flex flex-col gap-1.5">
            <TextField
              label="Path (the page’s address after the site’s name)"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={60}
              error={errorAt(form, 'slug')}
              {...form.register('slug')}
            />
            <FieldNote>
              {moved
                ? `Once published, the page moves to /${slug.trim()}; the old address /${publishedSlug} keeps redirecting to it.`
                : 'Changing it later is safe: the old address keeps redirecting to the new one.'}
            </FieldNote>
          </div>
        </div>
        <TextAreaField
          label="Tagline (one sentence for the program’s card)"
          rows={2}
          maxLength={110}
          error={errorAt(form, 'tagline')}
          {...form.register('tagline')}
        />
        <TextAreaField
          label="Overview (the top of the page: who it is for, what they will be able to do)"
          rows={5}
          maxLength={420}
          error={errorAt(form, 'overview')}
          {...form.register('overview')}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-2">
            <TextField
              label="Image path"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="/images/programs/python.svg"
              error={errorAt(form, 'image')}
              {...form.register('image')}
            />
            <ImageUpload
              kind="program"
              label="Upload a picture"
              onUploaded={(path) =>
                form.setValue('image', path, { shouldDirty: true, shouldValidate: true })
              }
            />
          </div>
          <TextField
            label="Image description (for people who cannot see it)"
            maxLength={120}
            error={errorAt(form, 'imageAlt')}
            {...form.register('imageAlt')}
          />
        </div>
      </div>
    </Panel>
  );
}

/** The four things a learner will be able to do. */
export function ProgramOutcomesFields({ form }: { form: ProgramForm }) {
  return (
    <Panel title="Outcomes">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <TextField
            key={i}
            label={`Outcome ${i + 1}`}
            maxLength={80}
            error={errorAt(form, `outcomes.${i}`)}
            {...form.register(`outcomes.${i}`)}
          />
        ))}
      </div>
      <div className="mt-2">
        <FieldNote>A short line each, without a full stop at the end.</FieldNote>
      </div>
    </Panel>
  );
}
