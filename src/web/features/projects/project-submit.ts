import { firstIssue } from '../../../domain/errors.ts';
import {
  fileSubmissionFieldsSchema,
  linkSubmissionSchema,
  SUBMISSION_FILE_TYPES,
  SUBMISSION_MAX_BYTES,
} from '../../../domain/projects/submissions.ts';
import { failureMessage, refusedField } from '../../api/client.ts';
import { redirectIfSignedOut } from '../../lib/route-data.ts';
import { announceIfSignedOut } from '../auth/signed-out.ts';
import { submitProjectFile, submitProjectLink } from './projects-api.ts';

/** What a project's form hears back: null once handed in, else why not and the field at fault. */
export type SubmitAnswer = { error: string; field?: string } | null;

/** A project's form is sent as multipart (a file may be in it); other changes are JSON. */
export const isProjectSubmission = (request: Request) =>
  request.headers.get('content-type')?.startsWith('multipart/form-data') === true;

/** What the browser can tell of a chosen file before sending it; the server reads its bytes. */
export function fileProblem(file: File | undefined): string | null {
  if (!file) return 'Choose a file to upload.';
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(SUBMISSION_FILE_TYPES as readonly string[]).includes(ext)) {
    return 'Upload a PDF or ZIP file.';
  }
  if (file.size > SUBMISSION_MAX_BYTES) return 'A file can be at most 20 MB.';
  return null;
}

/**
 * Hands a project in (the learner's space's clientAction, for a multipart form): a link as
 * JSON, a file as multipart. Null when done: React Router then reads the space again.
 */
export async function submitProject(program: string, request: Request): Promise<SubmitAnswer> {
  const form = await request.formData();
  const project = String(form.get('project') ?? '');
  const note = String(form.get('note') ?? '');
  let result;
  if (form.get('kind') === 'file') {
    const file = form.get('file');
    const wrong = fileProblem(file instanceof File && file.size > 0 ? file : undefined);
    if (wrong) return { error: wrong, field: 'file' };
    const fields = fileSubmissionFieldsSchema.safeParse({ note });
    if (!fields.success) return { ...firstIssue(fields.error) };
    const body = new FormData();
    body.set('note', fields.data.note);
    body.set('file', file as File);
    result = await submitProjectFile(program, project, body);
  } else {
    const link = linkSubmissionSchema.safeParse({ url: form.get('url') ?? '', note });
    if (!link.success) return { ...firstIssue(link.error) };
    result = await submitProjectLink(program, project, link.data);
  }
  if (result.ok) return null;
  announceIfSignedOut(result);
  redirectIfSignedOut(result, request);
  const field = refusedField(result);
  return {
    error: failureMessage(result, 'The project was not submitted.', 'Network error.'),
    ...(field ? { field } : {}),
  };
}
