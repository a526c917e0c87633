import { useEffect, useRef, type ReactNode } from 'react';
import { useForm, type FieldError, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  mentorDocumentSchema,
  newMentorSchema,
} from '../../../../domain/catalogue/catalogue-edits.ts';
import type { MentorDocument } from '../../../../domain/catalogue/live-catalogue.ts';
import type { z } from '../../../../domain/zod.ts';
import { Button } from '../../../components/button.tsx';
import { TextAreaField, TextField } from '../../../components/form-field.tsx';
import { FormAnswer } from '../cohorts/form-parts.tsx';
import { useRouteChange } from '../../../lib/use-route-change.ts';
import { errorAt, FieldNote } from './editor-parts.tsx';
import { ImageUpload } from './image-upload.tsx';
import type { MentorChange } from './mentor-changes.ts';

export type CheckedMentor = z.output<typeof mentorDocumentSchema>;

interface MentorFormValues {
  /** A new profile's path; a profile keeps the one it was made with. */
  slug: string;
  name: string;
  title: string;
  bio: string;
  /** Optional: '' for none. */
  linkedin: string;
  photo: string;
  photoAlt: string;
}

/** The profile as the schema gives it back checked (a new one with its path). */
type MentorInput = CheckedMentor & { slug?: string };

const blank: MentorFormValues = {
  slug: '',
  name: '',
  title: '',
  bio: '',
  linkedin: '',
  photo: '',
  photoAlt: '',
};

const valuesOf = (slug: string, document: MentorDocument): MentorFormValues => ({
  slug,
  name: document.name,
  title: document.title,
  bio: document.bio,
  linkedin: document.linkedin ?? '',
  photo: document.photo,
  photoAlt: document.photoAlt,
});

/** The server's schema on the profile the fields say: a new one's with its path, else without. */
const mentorResolver =
  (isNew: boolean): Resolver<MentorFormValues, unknown, MentorInput> =>
  async ({ slug, linkedin, ...values }) => {
    const profile = { ...values, ...(linkedin.trim() ? { linkedin: linkedin.trim() } : {}) };
    const parsed = isNew
      ? newMentorSchema.safeParse({ slug, ...profile })
      : mentorDocumentSchema.safeParse(profile);
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      errors[issue.path.map(String).join('.') || 'root'] ??= {
        type: issue.code,
        message: issue.message,
      };
    }
    return { values: {}, errors: errors as FieldErrors<MentorFormValues> };
  };

/**
 * A mentor's public profile: name, title, bio, LinkedIn and portrait. A new profile (no
 * `profile`) is created as a draft and opens its page; an existing one saves its draft. The
 * server's refusal of a field is shown at that field. `actions` follow the save button.
 */
export function MentorForm({
  profile,
  readOnly = false,
  actions,
  onSaving,
}: {
  profile?: { slug: string; document: MentorDocument; updatedAt: string };
  readOnly?: boolean;
  /** Given whether the fields hold changes not yet saved. */
  actions?: (dirty: boolean) => ReactNode;
  /** Told when a save starts, so that the page drops an older notice. */
  onSaving?: () => void;
}) {
  const form = useForm<MentorFormValues, unknown, MentorInput>({
    resolver: mentorResolver(!profile),
    defaultValues: profile ? valuesOf(profile.slug, profile.document) : blank,
  });
  const save = useRouteChange<MentorChange>((answer) => {
    if (answer.ok || !answer.field) return;
    form.setError(
      answer.field as keyof MentorFormValues,
      { type: 'server', message: answer.error },
      { shouldFocus: true },
    );
  });
  const field = { onChange: save.forget };

  // Saved, published or discarded, the profile comes back changed: the form starts from it again.
  const seen = useRef(profile?.updatedAt);
  useEffect(() => {
    if (!profile || profile.updatedAt === seen.current) return;
    seen.current = profile.updatedAt;
    form.reset(valuesOf(profile.slug, profile.document));
  }, [profile, form]);

  const submit = form.handleSubmit(({ slug: _slug, ...document }) => {
    onSaving?.();
    void save.send(
      profile
        ? { intent: 'save', slug: profile.slug, document }
        : { intent: 'create', slug: form.getValues('slug').trim(), document },
    );
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={profile ? `Profile of ${profile.document.name}` : 'New mentor profile'}
      className="flex flex-col gap-5"
    >
      <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label="Name"
            maxLength={60}
            error={errorAt(form, 'name')}
            {...form.register('name', field)}
          />
          {profile ? null : (
            <div className="flex flex-col gap-1.5">
              <TextField
                label="Path (e.g. priya-raghavan)"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={60}
                error={errorAt(form, 'slug')}
                {...form.register('slug', field)}
              />
              <FieldNote>Programs name their mentors by it; it cannot be changed later.</FieldNote>
            </div>
          )}
        </div>
        <TextField
          label="Title (what they do and where)"
          maxLength={90}
          error={errorAt(form, 'title')}
          {...form.register('title', field)}
        />
        <TextAreaField
          label="Bio (200 to 600 characters)"
          rows={6}
          maxLength={600}
          error={errorAt(form, 'bio')}
          {...form.register('bio', field)}
        />
        <TextField
          label="LinkedIn profile (optional)"
          type="url"
          autoComplete="off"
          placeholder="https://www.linkedin.com/in/priya-raghavan"
          error={errorAt(form, 'linkedin')}
          {...form.register('linkedin', field)}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-2">
            <TextField
              label="Photo path"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="/images/mentors/priya-raghavan.svg"
              error={errorAt(form, 'photo')}
              {...form.register('photo', field)}
            />
            {readOnly ? null : (
              <ImageUpload
                kind="mentor"
                label="Upload a photo"
                onUploaded={(path) =>
                  form.setValue('photo', path, { shouldDirty: true, shouldValidate: true })
                }
              />
            )}
          </div>
          <TextField
            label="Photo description (for people who cannot see it)"
            maxLength={140}
            error={errorAt(form, 'photoAlt')}
            {...form.register('photoAlt', field)}
          />
        </div>
      </fieldset>
      <FormAnswer answer={save.answer} />
      {readOnly ? null : (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.busy}>
            {save.busy ? 'Saving...' : profile ? 'Save draft' : 'Save as draft'}
          </Button>
          {actions?.(form.formState.isDirty)}
        </div>
      )}
    </form>
  );
}
