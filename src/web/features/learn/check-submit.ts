import type { CheckAnswer } from '../../../domain/delivery/check-marking.ts';
import type { CheckResult } from '../../../domain/delivery/check-result.ts';
import { requestJson, failureMessage, refusedField } from '../../api/client.ts';
import { redirectIfSignedOut } from '../../lib/route-data.ts';
import { announceIfSignedOut } from '../auth/signed-out.ts';

/** What a check's form hears back: the marking, or why it was not marked. */
export type CheckAnswerState =
  { ok: true; result: CheckResult } | { ok: false; error: string; field?: string };

/** The `intent` of a check's form, beside the module's index, the version and the answers. */
export const CHECK_INTENT = 'check';

const postCheck = (program: string, index: number, version: number, answers: CheckAnswer[]) =>
  requestJson<CheckResult>(
    'POST',
    `/api/learn/${encodeURIComponent(program)}/modules/${index}/check/`,
    { version, answers },
  );

/**
 * The form's answers in the questions' order: `option-<i>` for multiple choice, `text-<i>`
 * for a short answer, the kinds in `kinds`. A question left unanswered is said at once.
 */
function answersOf(form: FormData): { answers: CheckAnswer[] } | { error: string; field: string } {
  const kinds = String(form.get('kinds') ?? '').split(',');
  const answers: CheckAnswer[] = [];
  for (const [i, kind] of kinds.entries()) {
    const value = form.get(kind === 'choice' ? `option-${i}` : `text-${i}`);
    if (typeof value !== 'string' || value.trim() === '') {
      const error =
        kind === 'choice'
          ? `Choose an answer to question ${i + 1}.`
          : `Write an answer to question ${i + 1}.`;
      return { error, field: `answers.${i}` };
    }
    answers.push(kind === 'choice' ? Number(value) : value);
  }
  return { answers };
}

/** Sends a check's answers (the learner's space's clientAction); React Router then reads it again. */
export async function submitCheck(program: string, request: Request): Promise<CheckAnswerState> {
  const form = await request.formData();
  const read = answersOf(form);
  if ('error' in read) return { ok: false, ...read };
  const result = await postCheck(
    program,
    Number(form.get('index')),
    Number(form.get('version')),
    read.answers,
  );
  if (result.ok) return { ok: true, result: result.data };
  announceIfSignedOut(result);
  redirectIfSignedOut(result, request);
  const field = refusedField(result);
  return {
    ok: false,
    error: failureMessage(result, 'Your answers were not marked.', 'Network error.'),
    ...(field ? { field } : {}),
  };
}
