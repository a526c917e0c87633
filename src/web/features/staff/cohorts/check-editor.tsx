import { useState, type FormEvent } from 'react';
import {
  CHECK_ATTEMPTS_MAX,
  CHECK_QUESTIONS_MAX,
  checkInputSchema,
  type ModuleCheck,
} from '../../../../domain/delivery/module-checks.ts';
import { firstIssue } from '../../../../domain/errors.ts';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { useRouteChange } from '../../../lib/use-route-change.ts';
import { smallButtonClass, smallDangerButtonClass } from '../ui/buttons.ts';
import type { CheckChange } from './check-changes.ts';
import { blankQuestion, draftOf, inputOf, type CheckDraft } from './check-draft.ts';
import { FormAnswer } from './form-parts.tsx';
import { QuestionEditor } from './question-editor.tsx';

const attemptsWords = (max: number | null) =>
  max === null ? 'unlimited attempts' : `${max} ${max === 1 ? 'attempt' : 'attempts'}`;

/** '3 questions · pass mark 60% · 3 attempts' */
const summaryOf = (check: ModuleCheck) =>
  `${check.questions.length} ${check.questions.length === 1 ? 'question' : 'questions'} · pass mark ${check.pass_percent}% · ${attemptsWords(check.max_attempts)}`;

/** The saved questions with their right answers, for mentors (who read, not write). */
function CheckReadOnly({ check }: { check: ModuleCheck }) {
  return (
    <ol className="mt-2 flex list-decimal flex-col gap-1 pl-5 text-sm text-ink">
      {check.questions.map((q, i) => (
        <li key={i}>
          {q.prompt}{' '}
          <span className="text-muted">
            (
            {q.kind === 'choice'
              ? `right: ${q.options[q.right]}`
              : `accepted: ${q.accepted.join(' / ')}`}
            )
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The form itself: pass mark, attempts and the questions; checked here with the server's schema. */
function CheckForm({
  program,
  index,
  check,
  save,
  onCancel,
}: {
  program: string;
  index: number;
  check: ModuleCheck | null;
  save: ReturnType<typeof useRouteChange<CheckChange>>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<CheckDraft>(() => draftOf(check));
  const [problem, setProblem] = useState<string | null>(null);
  const n = index + 1;
  const set = (fields: Partial<CheckDraft>) => {
    save.forget();
    setDraft({ ...draft, ...fields });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = checkInputSchema.safeParse(inputOf(draft, check?.version ?? null));
    if (!parsed.success) {
      const issue = firstIssue(parsed.error);
      const place = /^questions\.(\d+)/.exec(issue.field ?? '');
      return setProblem(place ? `Question ${Number(place[1]) + 1}: ${issue.error}` : issue.error);
    }
    setProblem(null);
    void save.send({ intent: 'check-save', program, index, check: parsed.data });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Check of module ${n}`}
      className="mt-3 flex flex-col gap-4"
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:items-end">
        <TextField
          label="Pass mark (% of questions right)"
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          value={draft.passPercent}
          onChange={(e) => set({ passPercent: e.target.value })}
        />
        <TextField
          label="Attempts allowed"
          type="number"
          inputMode="numeric"
          min={1}
          max={CHECK_ATTEMPTS_MAX}
          disabled={draft.unlimited}
          value={draft.maxAttempts}
          onChange={(e) => set({ maxAttempts: e.target.value })}
        />
        <label className="inline-flex items-center gap-2 pb-3 text-sm text-ink">
          <input
            type="checkbox"
            checked={draft.unlimited}
            onChange={(e) => set({ unlimited: e.target.checked })}
            className="size-4 accent-brand-700"
          />
          Unlimited attempts
        </label>
      </div>
      <ol className="flex flex-col gap-3">
        {draft.questions.map((question, i) => (
          <li key={question.key}>
            <QuestionEditor
              number={i + 1}
              question={question}
              onChange={(changed) =>
                set({ questions: draft.questions.map((q, j) => (j === i ? changed : q)) })
              }
              onRemove={
                draft.questions.length > 1
                  ? () => set({ questions: draft.questions.filter((_, j) => j !== i) })
                  : undefined
              }
            />
          </li>
        ))}
      </ol>
      {draft.questions.length < CHECK_QUESTIONS_MAX ? (
        <button
          type="button"
          className={`${smallButtonClass} self-start`}
          onClick={() => set({ questions: [...draft.questions, blankQuestion()] })}
        >
          Add question
        </button>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm text-danger-700">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.busy} className="px-4 py-2.5 text-sm">
          {save.busy ? 'Saving...' : 'Save check'}
        </Button>
        <button type="button" className={smallButtonClass} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/**
 * A module's "Check of understanding" on the materials screen: what it asks and, for staff, a
 * form to write or replace it (a new version) and a button to remove it.
 */
export function CheckSection({
  program,
  index,
  check,
  manages,
}: {
  program: string;
  index: number;
  check: ModuleCheck | null;
  manages: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const remove = useRouteChange<CheckChange>();
  const save = useRouteChange<CheckChange>((answer) => {
    if (answer.ok) setEditing(false);
  });
  const n = index + 1;
  const headingId = `module-${n}-check-heading`;
  return (
    <section aria-labelledby={headingId} className="mt-4 border-t border-line pt-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-bold text-ink">
          Check of understanding
        </h3>
        {manages && !editing ? (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={smallButtonClass}
              aria-label={`${check ? 'Edit the check' : 'Write a check'} of module ${n}`}
              onClick={() => {
                remove.forget();
                save.forget();
                setEditing(true);
              }}
            >
              {check ? 'Edit check' : 'Write a check'}
            </button>
            {check ? (
              <button
                type="button"
                className={smallDangerButtonClass}
                disabled={remove.busy}
                aria-label={`Remove the check of module ${n}`}
                onClick={() => void remove.send({ intent: 'check-remove', program, index })}
              >
                {remove.busy ? 'Removing...' : 'Remove check'}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
      {editing ? (
        <CheckForm
          key={check?.version ?? 0}
          program={program}
          index={index}
          check={check}
          save={save}
          onCancel={() => {
            save.forget();
            setEditing(false);
          }}
        />
      ) : check ? (
        <>
          <p className="mt-1 text-sm text-muted">
            {summaryOf(check)}. Passing it marks the module done.
          </p>
          {manages ? null : <CheckReadOnly check={check} />}
        </>
      ) : (
        <p className="mt-1 text-sm text-muted">
          No check: learners mark this module done themselves.
        </p>
      )}
      <FormAnswer answer={save.answer} />
      <FormAnswer answer={remove.answer} />
    </section>
  );
}
