import { Eye } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { Link } from 'react-router';
import type { ProgramDocument } from '../../../../domain/catalogue/live-catalogue.ts';
import { can } from '../../../../domain/roles.ts';
import type { ProgramRecord } from '../../../../domain/staff/catalogue.ts';
import { Alert } from '../../../components/alert.tsx';
import { Button, buttonClass } from '../../../components/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useStaffProfile } from '../access/staff-profile.ts';
import { FormAnswer } from '../cohorts/form-parts.tsx';
import { useRouteChange } from '../../../lib/use-route-change.ts';
import { Notice, type NoticeMessage } from '../ui/notice.tsx';
import type { Choice } from '../ui/select-field.tsx';
import { programPreviewPath } from './catalogue-paths.ts';
import { PlanFields } from './plan-fields.tsx';
import { ProgramBasicsFields, ProgramOutcomesFields } from './program-basics-fields.tsx';
import type { ProgramChange } from './program-changes.ts';
import { DiscardProgramDialog, PublishProgramDialog } from './program-dialogs.tsx';
import {
  blankValues,
  formPathOf,
  programResolver,
  valuesOf,
  type CheckedProgram,
  type ProgramFormValues,
} from './program-form-values.ts';
import { ProgramProjectFields } from './program-project-fields.tsx';
import { ProgramSiteFields } from './program-site-fields.tsx';
import { ProgramSyllabusFields } from './program-syllabus-fields.tsx';
import { ProgramTeachingFields } from './program-teaching-fields.tsx';

type Drafted = ProgramRecord & { draft: ProgramDocument };
const drafted = (record: ProgramRecord | null): record is Drafted => record?.draft != null;

/**
 * The whole program in one form, its plans included: a new program (`record` null), or the
 * draft of one (the published document while there is none). Checked here with the server's
 * schema; the server's refusal of a field is shown at that field. Staff and the owner save
 * drafts and discard them; the owner publishes the saved draft; others read.
 */
export function ProgramEditor({
  record,
  mentorChoices,
}: {
  record: ProgramRecord | null;
  mentorChoices: readonly Choice[];
}) {
  const profile = useStaffProfile();
  const edits = can(profile.role, 'edit-catalogue');
  const publishes = can(profile.role, 'publish-catalogue');
  const document = record ? (record.draft ?? record.published) : null;
  const form = useForm<ProgramFormValues, unknown, CheckedProgram>({
    resolver: programResolver,
    defaultValues: document ? valuesOf(document) : blankValues(),
  });
  const save = useRouteChange<ProgramChange>((answer) => {
    if (answer.ok || !answer.field) return;
    const name = formPathOf(answer.field, form.getValues()) as FieldPath<ProgramFormValues>;
    form.setError(name, { type: 'server', message: answer.error }, { shouldFocus: true });
  });
  // The record as it was when the dialog opened: once done, the record comes back without its
  // draft, and the dialog must stay to hear its answer.
  const [dialog, setDialog] = useState<{ kind: 'publish' | 'discard'; record: Drafted } | null>(
    null,
  );
  const [done, setDone] = useState<NoticeMessage | null>(null);

  // Saved, published or discarded, the record comes back changed: the form starts from it again.
  const seen = useRef(record?.updated_at);
  useEffect(() => {
    if (!record || record.updated_at === seen.current) return;
    seen.current = record.updated_at;
    const now = record.draft ?? record.published;
    if (now) form.reset(valuesOf(now));
  }, [record, form]);

  const submit = form.handleSubmit((checked) => {
    setDone(null);
    void save.send(
      record
        ? { intent: 'save', slug: record.slug, document: checked }
        : { intent: 'create', document: checked },
    );
  });
  const { errors, isDirty, submitCount } = form.formState;
  const refused = save.answer !== undefined && !save.answer.ok;
  const invalid = submitCount > 0 && Object.keys(errors).length > 0 && !refused;

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={record ? `Edit ${document?.name ?? record.slug}` : 'New program'}
        className="flex flex-col gap-6"
      >
        <Notice message={done} />
        {!edits ? (
          <p className="text-muted">You can read the catalogue; staff and the owner change it.</p>
        ) : null}
        <fieldset disabled={!edits} className="flex min-w-0 flex-col gap-6">
          <ProgramBasicsFields form={form} publishedSlug={record?.published ? record.slug : null} />
          <ProgramOutcomesFields form={form} />
          <ProgramSyllabusFields form={form} />
          <ProgramTeachingFields form={form} mentorChoices={mentorChoices} />
          <PlanFields form={form} />
          <ProgramProjectFields form={form} />
          <ProgramSiteFields form={form} />
        </fieldset>

        {edits || record ? (
          // In sight at the bottom of the screen while the long form scrolls under it.
          <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-3 border-t border-line bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-card sm:border sm:shadow-card">
            {invalid ? (
              <Alert tone="error">Some fields need changing: see the messages beside them.</Alert>
            ) : null}
            <FormAnswer answer={save.answer} />
            <div className="flex flex-wrap items-center gap-3">
              {edits ? (
                <Button type="submit" disabled={save.busy}>
                  {save.busy ? 'Saving...' : record ? 'Save draft' : 'Save as draft'}
                </Button>
              ) : null}
              {record ? (
                <Link to={programPreviewPath(record.slug)} className={buttonClass.secondary}>
                  <Eye aria-hidden className="size-5" />
                  Preview
                </Link>
              ) : null}
              {edits && drafted(record) ? (
                <button
                  type="button"
                  aria-haspopup="dialog"
                  className={cn(buttonClass.secondary, 'text-danger-700')}
                  onClick={() => {
                    save.forget();
                    setDone(null);
                    setDialog({ kind: 'discard', record });
                  }}
                >
                  Discard draft
                </button>
              ) : null}
              {publishes && drafted(record) ? (
                <button
                  type="button"
                  aria-haspopup="dialog"
                  disabled={isDirty}
                  className={buttonClass.secondary}
                  onClick={() => {
                    save.forget();
                    setDone(null);
                    setDialog({ kind: 'publish', record });
                  }}
                >
                  Publish
                </button>
              ) : null}
            </div>
            {publishes && drafted(record) && isDirty ? (
              <p className="text-sm text-muted">
                Save the draft first: Publish puts the saved draft on the site.
              </p>
            ) : null}
          </div>
        ) : null}
      </form>
      {dialog?.kind === 'publish' ? (
        <PublishProgramDialog
          record={dialog.record}
          onDone={(message) => {
            setDialog(null);
            setDone({ tone: 'success', text: message });
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'discard' ? (
        <DiscardProgramDialog
          record={dialog.record}
          onDone={(message) => {
            setDialog(null);
            setDone({ tone: 'success', text: message });
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}
