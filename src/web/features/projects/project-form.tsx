import { useId, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { firstIssue } from '../../../domain/errors.ts';
import type { ProjectAccepts } from '../../../domain/projects/project-file.ts';
import {
  linkSubmissionSchema,
  NOTE_MAX,
  SUBMISSION_FILE_TYPES,
  type LearnerProject,
} from '../../../domain/projects/submissions.ts';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { TextAreaField, TextField } from '../../components/form-field.tsx';
import { fileProblem, type SubmitAnswer } from './project-submit.ts';

const ACCEPT = SUBMISSION_FILE_TYPES.map((t) => `.${t}`).join(',');
const KIND_WORDS: Record<ProjectAccepts, string> = {
  link: 'A link',
  file: 'A file (PDF or ZIP, up to 20 MB)',
};

/**
 * A project's link or file and an optional note, sent as multipart to the space's clientAction
 * (which passes a link on as JSON). Checked here first with the server's own rules.
 */
export function ProjectForm({ project }: { project: LearnerProject }) {
  const [kind, setKind] = useState<ProjectAccepts>(project.accepts[0] ?? 'link');
  const [problem, setProblem] = useState<{ error: string; field?: string } | null>(null);
  const fetcher = useFetcher<SubmitAnswer>();
  const busy = fetcher.state !== 'idle';
  const refusal = busy ? null : (problem ?? fetcher.data ?? null);
  const errorOf = (field: string) => (refusal?.field === field ? refusal.error : undefined);
  const formError =
    refusal && refusal.field !== 'url' && refusal.field !== 'file' && refusal.field !== 'note';
  const radioName = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const note = String(data.get('note') ?? '');
    if (kind === 'link') {
      const link = linkSubmissionSchema.safeParse({ url: data.get('url') ?? '', note });
      if (!link.success) return setProblem(firstIssue(link.error));
    } else {
      const file = data.get('file');
      const wrong = fileProblem(file instanceof File && file.size > 0 ? file : undefined);
      if (wrong) return setProblem({ error: wrong, field: 'file' });
    }
    setProblem(null);
    data.set('project', project.id);
    data.set('kind', kind);
    void fetcher.submit(data, { method: 'post', encType: 'multipart/form-data' });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Submit ${project.title}`}
      className="mt-4 flex flex-col gap-4 rounded-control border border-line bg-surface p-4"
    >
      {project.accepts.length > 1 ? (
        <fieldset className="flex flex-wrap gap-x-5 gap-y-2">
          <legend className="mb-1.5 text-sm font-semibold text-ink">Hand it in as</legend>
          {project.accepts.map((way) => (
            <label key={way} className="inline-flex items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name={radioName}
                checked={kind === way}
                onChange={() => {
                  setProblem(null);
                  setKind(way);
                }}
                className="size-4 accent-brand-700"
              />
              {KIND_WORDS[way]}
            </label>
          ))}
        </fieldset>
      ) : null}
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
        <TextField
          label="File (PDF or ZIP, up to 20 MB)"
          name="file"
          type="file"
          accept={ACCEPT}
          error={errorOf('file')}
        />
      )}
      <TextAreaField
        label="Note for your mentor (optional)"
        name="note"
        rows={3}
        maxLength={NOTE_MAX}
        error={errorOf('note')}
      />
      {formError ? <Alert tone="error">{refusal.error}</Alert> : null}
      <Button type="submit" disabled={busy} className="self-start px-4 py-2.5 text-sm">
        {busy
          ? 'Submitting...'
          : project.latest?.status === 'changes_needed'
            ? 'Submit again'
            : 'Submit project'}
      </Button>
    </form>
  );
}
