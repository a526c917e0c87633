import { Check } from 'lucide-react';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import type { LearnerCheck } from '../../../domain/delivery/check-attempts.ts';
import type { CheckResult } from '../../../domain/delivery/check-result.ts';
import type { LearnerModule } from '../../../domain/learner-space.ts';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/form-field.tsx';
import { CHECK_INTENT, type CheckAnswerState } from './check-submit.ts';

const attemptsWord = (n: number) => `${n} ${n === 1 ? 'attempt' : 'attempts'}`;

/** '2 attempts left.', 'No attempts left.', or nothing when attempts are unlimited. */
function attemptsLeftWords(left: number | null): string {
  if (left === null) return '';
  return left === 0 ? ' No attempts left.' : ` ${attemptsWord(left)} left.`;
}

/** 'Passed: 4 of 5 right', or '3 of 5 right; 4 needed. 2 attempts left.' */
export function resultWords(result: CheckResult): string {
  const score = `${result.right} of ${result.total} right`;
  if (result.passed) return `Passed: ${score}. The module is done.`;
  const wrong = result.wrong.map((i) => i + 1).join(', ');
  return `${score}; ${result.right_needed} needed.${attemptsLeftWords(result.attempts_left)} Not right: question${result.wrong.length === 1 ? '' : 's'} ${wrong}.`;
}

/** Where the learner stands before (or between) attempts. */
function standingWords(check: LearnerCheck): string {
  const total = check.questions.length;
  if (check.passed && check.best)
    return `Passed: ${check.best.right} of ${check.best.total} right.`;
  const rule = `Get ${check.right_needed} of ${total} right to pass.`;
  if (!check.best) {
    return check.max_attempts === null
      ? `${rule} Take it as often as you need.`
      : `${rule} You have ${attemptsWord(check.max_attempts)}.`;
  }
  const best = `Best so far: ${check.best.right} of ${check.best.total} right; ${check.right_needed} needed.`;
  return `${best}${attemptsLeftWords(check.attempts_left)}`;
}

/** Each question's right answer, once the check is passed or its attempts are used. */
function RightAnswers({ check, answers }: { check: LearnerCheck; answers: string[][] }) {
  return (
    <ol className="mt-2 flex list-decimal flex-col gap-1 pl-5 text-sm text-ink">
      {check.questions.map((q, i) => (
        <li key={i}>
          {q.prompt} <span className="font-semibold">{answers[i]?.join(' / ')}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * The questions as a plain form posted to the space's clientAction: radio buttons for
 * multiple choice, a text box for a short answer. Questions the last attempt got wrong say so.
 */
function CheckForm({
  module,
  check,
  fetcher,
}: {
  module: LearnerModule;
  check: LearnerCheck;
  fetcher: ReturnType<typeof useFetcher<CheckAnswerState>>;
}) {
  const busy = fetcher.state !== 'idle';
  const answer = busy ? undefined : fetcher.data;
  const wrong = new Set(answer?.ok ? answer.result.wrong : []);
  const errorOf = (i: number) =>
    answer && !answer.ok && answer.field === `answers.${i}` ? answer.error : undefined;
  const n = module.index + 1;
  return (
    <fetcher.Form
      method="post"
      aria-label={`Check of understanding, module ${n}`}
      className="mt-3 flex flex-col gap-4 rounded-control border border-line bg-surface p-4"
    >
      <input type="hidden" name="intent" value={CHECK_INTENT} />
      <input type="hidden" name="index" value={module.index} />
      <input type="hidden" name="version" value={check.version} />
      <input type="hidden" name="kinds" value={check.questions.map((q) => q.kind).join(',')} />
      {check.questions.map((q, i) => {
        const label = `${i + 1}. ${q.prompt}`;
        const note = wrong.has(i) ? (
          <p className="text-sm font-semibold text-danger-700">Not right last time.</p>
        ) : null;
        if (q.options) {
          const error = errorOf(i);
          return (
            <fieldset key={i} className="flex min-w-0 flex-col gap-2">
              <legend className="mb-1.5 text-sm font-semibold break-words text-ink">{label}</legend>
              {q.options.map((option, o) => (
                <label key={o} className="inline-flex items-start gap-2 text-sm text-ink">
                  <input
                    type="radio"
                    name={`option-${i}`}
                    value={o}
                    className="mt-0.5 size-4 shrink-0 accent-brand-700"
                  />
                  <span className="min-w-0 break-words">{option}</span>
                </label>
              ))}
              {error ? <p className="text-sm text-danger-700">{error}</p> : null}
              {note}
            </fieldset>
          );
        }
        return (
          <div key={i} className="flex flex-col gap-1.5">
            <TextField
              label={label}
              name={`text-${i}`}
              autoComplete="off"
              maxLength={200}
              error={errorOf(i)}
            />
            {note}
          </div>
        );
      })}
      {answer && !answer.ok && !answer.field?.startsWith('answers.') ? (
        <Alert tone="error">{answer.error}</Alert>
      ) : null}
      <Button type="submit" disabled={busy} className="self-start px-4 py-2.5 text-sm">
        {busy ? 'Marking...' : 'Submit answers'}
      </Button>
    </fetcher.Form>
  );
}

/**
 * A module's check of understanding in the learner's space: where the learner stands, the
 * button that opens the questions, the marking of the last attempt and, once nothing more can
 * be gained, the right answers.
 */
export function ModuleCheck({ module }: { module: LearnerModule }) {
  const fetcher = useFetcher<CheckAnswerState>();
  const [open, setOpen] = useState(false);
  const check = module.check;
  if (!check) return null;
  const n = module.index + 1;
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const result = answer?.ok ? answer.result : null;
  const canTake = !check.passed && check.attempts_left !== 0;
  const headingId = `module-${n}-check`;
  const toggleWords = open
    ? 'Hide the check'
    : check.attempts_used
      ? 'Take the check again'
      : 'Take the check';
  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 rounded-control border border-brand-200 p-3 sm:p-4"
    >
      <h4 id={headingId} className="text-sm font-bold text-brand-900">
        Check of understanding
      </h4>
      {result ? (
        <div className="mt-2">
          <Alert tone={result.passed ? 'success' : 'info'}>{resultWords(result)}</Alert>
        </div>
      ) : (
        <p className="mt-1 text-sm text-muted">{standingWords(check)}</p>
      )}
      {check.right_answers ? (
        <div className="mt-2">
          <p className="text-sm font-semibold text-ink">Right answers</p>
          <RightAnswers check={check} answers={check.right_answers} />
        </div>
      ) : null}
      {canTake ? (
        <>
          <button
            type="button"
            aria-expanded={open}
            aria-label={`${toggleWords}: module ${n}`}
            onClick={() => setOpen(!open)}
            className="mt-3 inline-flex items-center rounded-control border border-brand-200 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            {toggleWords}
          </button>
          {open ? <CheckForm module={module} check={check} fetcher={fetcher} /> : null}
        </>
      ) : null}
    </section>
  );
}

/** Instead of 'Mark as done' on a module with a check: done once the check is passed. */
export function CheckedModuleState({ module }: { module: LearnerModule }) {
  if (!module.done) return null;
  return (
    <p className="inline-flex items-center gap-2 self-start rounded-control border border-success-700/30 bg-success-50 px-4 py-2 text-sm font-semibold whitespace-nowrap text-success-700 sm:self-auto">
      <Check aria-hidden className="size-4" />
      Done
    </p>
  );
}
