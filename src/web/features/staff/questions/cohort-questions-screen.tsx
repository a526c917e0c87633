import { useState, type FormEvent, type ReactNode } from 'react';
import {
  ANSWER_MAX,
  HIDE_REASON_MAX,
  isWaiting,
  type CohortAnswer,
  type CohortQuestion,
  type CohortQuestions,
  type Hidden,
} from '../../../../domain/delivery/questions.ts';
import { can } from '../../../../domain/roles.ts';
import { TextAreaField, TextField } from '../../../components/form-field.tsx';
import { useStaffProfile } from '../access/staff-profile.ts';
import { backToCohort } from '../cohorts/cohort-paths.ts';
import { FormAnswer } from '../cohorts/form-parts.tsx';
import { useRouteChange } from '../../../lib/use-route-change.ts';
import { Panel, StaffPage } from '../layout/staff-page.tsx';
import { Badge } from '../ui/badge.tsx';
import { smallButtonClass, smallDangerButtonClass } from '../ui/buttons.ts';
import { DateTime } from '../ui/dates.tsx';
import type { QuestionChange } from './question-changes.ts';

const postClass = 'whitespace-pre-wrap break-words text-ink';

/** The questions page around `children`, for its loading failures too. */
export function QuestionsPlaceholder({
  cohortId,
  children,
}: {
  cohortId: number | null;
  children: ReactNode;
}) {
  return (
    <StaffPage title="Questions" back={backToCohort(cohortId)}>
      {children}
    </StaffPage>
  );
}

function HiddenNote({ hidden }: { hidden: NonNullable<Hidden> }) {
  return (
    <p className="text-sm text-muted">
      Hidden from learners by {hidden.by ?? 'a former team member'} on <DateTime iso={hidden.at} />{' '}
      IST: {hidden.reason}
    </p>
  );
}

/**
 * Hide (with a reason learners never read) or show again: staff and the owner. `send` is given
 * the reason, or null to show the post again.
 */
function HideControl({
  what,
  hidden,
  busy,
  send,
}: {
  what: 'question' | 'answer';
  hidden: Hidden;
  busy: boolean;
  send: (reason: string | null) => void;
}) {
  const [asking, setAsking] = useState(false);
  if (hidden) {
    return (
      <button type="button" disabled={busy} onClick={() => send(null)} className={smallButtonClass}>
        Show the {what} again
      </button>
    );
  }
  if (!asking) {
    return (
      <button type="button" onClick={() => setAsking(true)} className={smallDangerButtonClass}>
        Hide the {what}
      </button>
    );
  }
  const hide = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(String(new FormData(event.currentTarget).get('reason') ?? ''));
  };
  return (
    <form
      onSubmit={hide}
      aria-label={`Hide the ${what}`}
      className="flex flex-wrap items-end gap-2"
    >
      <div className="min-w-0 flex-1 basis-56">
        <TextField label="Why (staff read it)" name="reason" maxLength={HIDE_REASON_MAX} />
      </div>
      <button type="submit" disabled={busy} className={smallDangerButtonClass}>
        Hide from learners
      </button>
      <button type="button" onClick={() => setAsking(false)} className={smallButtonClass}>
        Keep it
      </button>
    </form>
  );
}

function AnswerItem({
  answer,
  question,
  cohortId,
  manages,
}: {
  answer: CohortAnswer;
  question: CohortQuestion;
  cohortId: number;
  manages: boolean;
}) {
  const change = useRouteChange<QuestionChange>();
  return (
    <li className="flex flex-col gap-2 rounded-control border border-line bg-surface p-3">
      <p className="text-sm text-muted">
        <span className="font-semibold text-ink">{answer.author}</span> ·{' '}
        <DateTime iso={answer.answered_at} /> IST{' '}
        {answer.hidden ? <Badge tone="grey">Hidden</Badge> : null}
      </p>
      <p className={postClass}>{answer.body}</p>
      {answer.hidden ? <HiddenNote hidden={answer.hidden} /> : null}
      {manages ? (
        <HideControl
          what="answer"
          hidden={answer.hidden}
          busy={change.busy}
          send={(reason) =>
            void change.send({
              intent: 'hide-answer',
              cohort_id: cohortId,
              question_id: question.id,
              answer_id: answer.id,
              reason,
            })
          }
        />
      ) : null}
      <FormAnswer answer={change.answer} />
    </li>
  );
}

function AnswerForm({ question, cohortId }: { question: CohortQuestion; cohortId: number }) {
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const change = useRouteChange<QuestionChange>((answer) => {
    if (answer.ok) form?.reset();
  });
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = String(new FormData(event.currentTarget).get('body') ?? '');
    void change.send({ intent: 'answer', cohort_id: cohortId, question_id: question.id, body });
  };
  const refusal = change.answer && !change.answer.ok ? change.answer : null;
  return (
    <form
      ref={setForm}
      onSubmit={send}
      aria-label={`Answer ${question.learner.name}`}
      className="flex flex-col gap-3"
    >
      <TextAreaField
        label="Your answer"
        name="body"
        rows={4}
        maxLength={ANSWER_MAX}
        error={refusal?.field === 'body' ? refusal.error : undefined}
        onChange={change.forget}
      />
      <p className="text-sm text-muted">
        The learner is mailed your answer; the cohort&apos;s learners see it under the question.
      </p>
      <button type="submit" disabled={change.busy} className={`${smallButtonClass} self-start`}>
        {change.busy ? 'Posting...' : 'Post answer'}
      </button>
      {change.answer && (change.answer.ok || refusal?.field !== 'body') ? (
        <FormAnswer answer={change.answer} />
      ) : null}
    </form>
  );
}

function QuestionItem({
  question,
  cohortId,
  manages,
}: {
  question: CohortQuestion;
  cohortId: number;
  manages: boolean;
}) {
  const change = useRouteChange<QuestionChange>();
  const waiting = !question.hidden && isWaiting(question.answers);
  return (
    <li id={`question-${question.id}`} className="scroll-mt-24">
      <article
        aria-label={`Question from ${question.learner.name}`}
        className="flex flex-col gap-3 rounded-card border border-line bg-white p-4 sm:p-5"
      >
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm text-muted">
            <span className="font-semibold text-ink">{question.learner.name}</span> on Module{' '}
            {question.module_index + 1}: {question.module_title} ·{' '}
            <DateTime iso={question.asked_at} /> IST
          </p>
          {question.hidden ? <Badge tone="grey">Hidden</Badge> : null}
          {waiting ? <Badge tone="amber">Waiting for an answer</Badge> : null}
        </div>
        <p className={postClass}>{question.body}</p>
        {question.hidden ? <HiddenNote hidden={question.hidden} /> : null}
        {manages ? (
          <HideControl
            what="question"
            hidden={question.hidden}
            busy={change.busy}
            send={(reason) =>
              void change.send({
                intent: 'hide-question',
                cohort_id: cohortId,
                question_id: question.id,
                reason,
              })
            }
          />
        ) : null}
        <FormAnswer answer={change.answer} />
        {question.answers.length ? (
          <ul className="flex flex-col gap-2" aria-label="Answers">
            {question.answers.map((answer) => (
              <AnswerItem
                key={answer.id}
                answer={answer}
                question={question}
                cohortId={cohortId}
                manages={manages}
              />
            ))}
          </ul>
        ) : null}
        {question.hidden ? null : <AnswerForm question={question} cohortId={cohortId} />}
      </article>
    </li>
  );
}

/**
 * A cohort's questions, newest first: its mentors and staff answer them; staff and the owner
 * hide a question or an answer from the learners, and show it again.
 */
export function CohortQuestionsScreen({ read }: { read: CohortQuestions }) {
  const manages = can(useStaffProfile().role, 'manage-cohorts');
  const { cohort, questions } = read;
  const waiting = questions.filter((q) => !q.hidden && isWaiting(q.answers)).length;
  return (
    <StaffPage
      title={`${cohort.program_name} questions`}
      back={backToCohort(cohort.id)}
      intro={
        <>
          Questions the cohort&apos;s learners asked on the modules, India time.{' '}
          {waiting ? `${waiting} waiting for an answer.` : 'None is waiting for an answer.'}
        </>
      }
    >
      <Panel title={`Questions (${questions.length})`}>
        {questions.length ? (
          <ol className="flex flex-col gap-4">
            {questions.map((question) => (
              <QuestionItem
                key={question.id}
                question={question}
                cohortId={cohort.id}
                manages={manages}
              />
            ))}
          </ol>
        ) : (
          <p className="text-muted">No learner of this cohort has asked a question yet.</p>
        )}
      </Panel>
    </StaffPage>
  );
}
