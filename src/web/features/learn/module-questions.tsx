import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import {
  askQuestionSchema,
  QUESTION_MAX,
  type LearnerAnswer,
  type LearnerQuestion,
} from '../../../domain/delivery/questions.ts';
import { firstIssue } from '../../../domain/errors.ts';
import { formatIndiaDateTime } from '../../../domain/india-time-format.ts';
import { Button } from '../../components/button.tsx';
import { TextAreaField } from '../../components/form-field.tsx';
import { ASK_INTENT, type AskAnswer } from './question-submit.ts';

const inIndia = (iso: string) => `${formatIndiaDateTime(iso)} IST`;
const postClass = 'text-sm whitespace-pre-wrap break-words text-ink';

function Answer({ answer }: { answer: LearnerAnswer }) {
  return (
    <li className="rounded-control border border-line bg-surface px-3 py-2">
      <p className="text-xs text-muted">
        <span className="font-semibold text-ink">{answer.author}</span>
        {answer.by_mentor ? ' (mentor)' : ' (team)'} · {inIndia(answer.answered_at)}
      </p>
      <p className={postClass}>{answer.body}</p>
    </li>
  );
}

function Question({ question }: { question: LearnerQuestion }) {
  const asker = question.mine ? 'You' : question.asker;
  return (
    <li>
      <article aria-label={`Question from ${asker}`} className="flex flex-col gap-2">
        <p className="text-xs text-muted">
          <span className="font-semibold text-ink">{asker}</span> asked ·{' '}
          {inIndia(question.asked_at)}
        </p>
        <p className={postClass}>{question.body}</p>
        {question.answers.length ? (
          <ul className="flex flex-col gap-2 pl-3" aria-label="Answers">
            {question.answers.map((answer) => (
              <Answer key={answer.id} answer={answer} />
            ))}
          </ul>
        ) : (
          <p className="text-xs text-muted">Waiting for an answer from your mentors.</p>
        )}
      </article>
    </li>
  );
}

/**
 * A real form posted to the learning space's clientAction: checked first with the server's
 * rules, emptied and closed once the question is sent (the space's questions are read again).
 */
function AskForm({ index }: { index: number }) {
  const fetcher = useFetcher<AskAnswer>();
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = fetcher.state !== 'idle';
  const refusal = busy ? null : (problem ?? fetcher.data?.error ?? null);

  useEffect(() => {
    if (fetcher.state !== 'idle' || !sent.current) return;
    sent.current = false;
    if (fetcher.data === null) {
      form.current?.reset();
      form.current?.closest('details')?.removeAttribute('open');
    }
  }, [fetcher.state, fetcher.data]);

  const check = (event: FormEvent<HTMLFormElement>) => {
    const body = new FormData(event.currentTarget).get('body');
    const question = askQuestionSchema.safeParse({ body: String(body ?? '') });
    if (!question.success) {
      event.preventDefault();
      setProblem(firstIssue(question.error).error);
      return;
    }
    setProblem(null);
    sent.current = true;
  };

  return (
    <fetcher.Form
      ref={form}
      method="post"
      noValidate
      onSubmit={check}
      aria-label={`Ask a question on module ${index + 1}`}
      className="mt-3 flex flex-col gap-3"
    >
      <input type="hidden" name="intent" value={ASK_INTENT} />
      <input type="hidden" name="module" value={index} />
      <TextAreaField
        label="Your question"
        name="body"
        rows={3}
        maxLength={QUESTION_MAX}
        error={refusal ?? undefined}
        onChange={() => setProblem(null)}
      />
      <p className="text-xs text-muted">
        Your mentors are mailed your question; the learners of your cohort see it with your first
        name.
      </p>
      <Button type="submit" disabled={busy} className="self-start px-4 py-2.5 text-sm">
        {busy ? 'Sending...' : 'Ask a question'}
      </Button>
    </fetcher.Form>
  );
}

/** A module's questions from the cohort, newest first, and the form to ask one. */
export function ModuleQuestions({
  index,
  questions,
}: {
  index: number;
  /** The cohort's questions on every module; this one shows its own. */
  questions: LearnerQuestion[];
}) {
  const mine = questions.filter((q) => q.module_index === index);
  return (
    <section
      aria-label={`Questions on module ${index + 1}`}
      className="mt-4 border-t border-line pt-3"
    >
      <h4 className="text-sm font-bold text-ink">
        Questions{mine.length ? ` (${mine.length})` : ''}
      </h4>
      {mine.length ? (
        <ol className="mt-2 flex flex-col gap-4">
          {mine.map((question) => (
            <Question key={question.id} question={question} />
          ))}
        </ol>
      ) : (
        <p className="mt-1 text-sm text-muted">No questions on this module yet.</p>
      )}
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-semibold text-brand-700">
          Ask your mentors
        </summary>
        <AskForm index={index} />
      </details>
    </section>
  );
}
