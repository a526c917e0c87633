import { Link } from 'react-router';
import type { WaitingQuestion } from '../../../../domain/delivery/questions.ts';
import { formatStartDay } from '../../../../domain/delivery/session-time.ts';
import { Panel } from '../layout/staff-page.tsx';
import { DateTime } from '../ui/dates.tsx';
import { cohortQuestionsPath } from './question-paths.ts';

/** Longer questions are cut here in the list; the questions page shows them whole. */
const EXCERPT = 160;
const excerpt = (text: string) =>
  text.length > EXCERPT ? `${text.slice(0, EXCERPT).trimEnd()}…` : text;

/** Learners' questions no one has answered yet, oldest first, each linking to where to answer. */
export function WaitingQuestions({ questions }: { questions: WaitingQuestion[] }) {
  return (
    <Panel title={`Questions waiting for an answer (${questions.length})`}>
      {questions.length ? (
        <ul className="flex flex-col divide-y divide-line">
          {questions.map((q) => (
            <li key={q.id} className="flex flex-col gap-1 py-3">
              <Link
                to={cohortQuestionsPath(q.cohort_id, q.id)}
                className="font-semibold text-brand-700 hover:underline"
              >
                {q.learner} on Module {q.module_index + 1}: {q.module_title}
              </Link>
              <p className="text-sm text-muted">
                {q.program_name}, cohort starting {formatStartDay(q.cohort_starts_on)} · asked{' '}
                <DateTime iso={q.asked_at} /> IST
              </p>
              <p className="text-sm break-words whitespace-pre-wrap text-ink">{excerpt(q.body)}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">No question is waiting for an answer.</p>
      )}
    </Panel>
  );
}
