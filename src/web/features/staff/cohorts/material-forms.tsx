import { useRef, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import {
  MATERIAL_FILE_TYPES,
  MATERIAL_MAX_BYTES,
  MATERIAL_TITLE_MAX,
  materialFieldsSchema,
  materialLinkSchema,
} from '../../../../domain/delivery/materials.ts';
import { firstIssue } from '../../../../domain/errors.ts';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form-field.tsx';
import type { Answer } from '../../../lib/route-answer.ts';
import { useRouteChange } from '../../../lib/use-route-change.ts';
import { SelectField } from '../ui/select-field.tsx';
import type { CohortChangeRequest } from './cohort-changes.ts';
import { FormAnswer } from './form-parts.tsx';

type Kind = 'link' | 'file';
const ACCEPT = MATERIAL_FILE_TYPES.map((t) => `.${t}`).join(',');

/** What the browser can tell of a chosen file before sending it; the server reads its bytes. */
function fileProblem(file: File | undefined): string | null {
  if (!file) return 'Choose a file to upload.';
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(MATERIAL_FILE_TYPES as readonly string[]).includes(ext)) {
    return 'Upload a PDF, ZIP, PPTX or DOCX file.';
  }
  if (file.size > MATERIAL_MAX_BYTES) return 'A file can be at most 20 MB.';
  return null;
}

/**
 * A link or a file for one module of the program. Links go as JSON; files as the form's own
 * multipart body, which the route's clientAction passes on unread.
 */
export function AddMaterialForm({ program, modules }: { program: string; modules: string[] }) {
  const [kind, setKind] = useState<Kind>('file');
  const [problem, setProblem] = useState<{ field: string; error: string } | null>(null);
  const link = useRouteChange<CohortChangeRequest>((answer) => {
    if (answer.ok) formRef.current?.reset();
  });
  const upload = useFetcher<Answer>();
  const formRef = useRef<HTMLFormElement>(null);
  const uploading = upload.state !== 'idle';
  const uploaded = uploading ? undefined : upload.data;
  const answer = kind === 'link' ? link.answer : (uploaded ?? undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const fields = materialFieldsSchema.safeParse({
      module_index: data.get('module_index'),
      title: data.get('title'),
    });
    if (!fields.success) {
      const issue = firstIssue(fields.error);
      return setProblem({ field: issue.field ?? '', error: issue.error });
    }
    if (kind === 'link') {
      const parsed = materialLinkSchema.safeParse({ ...fields.data, url: data.get('url') });
      if (!parsed.success)
        return setProblem({ field: 'url', error: firstIssue(parsed.error).error });
      setProblem(null);
      return void link.send({ intent: 'link', program, link: parsed.data });
    }
    const file = data.get('file');
    const wrong = fileProblem(file instanceof File && file.size > 0 ? file : undefined);
    if (wrong) return setProblem({ field: 'file', error: wrong });
    setProblem(null);
    const body = new FormData();
    body.set('program', program);
    body.set('module_index', String(fields.data.module_index));
    body.set('title', fields.data.title);
    body.set('file', file as File);
    void upload.submit(body, { method: 'post', encType: 'multipart/form-data' });
  };
  const errorOf = (field: string) => (problem?.field === field ? problem.error : undefined);
  const busy = link.busy || uploading;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-label="Add material"
      className="flex flex-col gap-4"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          label="Module"
          name="module_index"
          defaultValue="0"
          choices={modules.map((title, i) => ({
            value: String(i),
            label: `Module ${i + 1}: ${title}`,
          }))}
        />
        <TextField
          label="Title"
          name="title"
          maxLength={MATERIAL_TITLE_MAX}
          error={errorOf('title')}
        />
      </div>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1.5 text-sm font-semibold text-ink">Kind</legend>
        {(['file', 'link'] as const).map((k) => (
          <label key={k} className="inline-flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="kind"
              value={k}
              checked={kind === k}
              onChange={() => {
                setProblem(null);
                setKind(k);
              }}
              className="size-4 accent-brand-700"
            />
            {k === 'file' ? 'File (PDF, ZIP, PPTX or DOCX, up to 20 MB)' : 'Link'}
          </label>
        ))}
      </fieldset>
      {kind === 'link' ? (
        <TextField
          label="Link"
          name="url"
          type="url"
          inputMode="url"
          placeholder="https://"
          error={errorOf('url')}
        />
      ) : (
        <TextField label="File" name="file" type="file" accept={ACCEPT} error={errorOf('file')} />
      )}
      <FormAnswer answer={answer} />
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? 'Adding...' : kind === 'file' ? 'Upload file' : 'Add link'}
      </Button>
    </form>
  );
}
