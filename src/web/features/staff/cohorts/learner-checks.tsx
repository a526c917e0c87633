import {
  checksSummary,
  type CheckStanding,
  type CohortCheckResults,
} from '../../../../domain/delivery/check-results.ts';

const attempts = (n: number) => `${n} ${n === 1 ? 'attempt' : 'attempts'}`;

/** 'Passed, 4 of 5 right (2 attempts)', 'Stuck: best 2 of 5 (3 attempts)', 'Not tried yet' */
function standingWords(s: CheckStanding): string {
  if (s.attempts_used === 0 || !s.best) return 'Not tried yet';
  const score = `${s.best.right} of ${s.best.total} right`;
  if (s.passed) return `Passed, ${score} (${attempts(s.attempts_used)})`;
  return `${s.stuck ? 'Stuck' : 'Not passed'}: best ${score} (${attempts(s.attempts_used)})`;
}

/**
 * A learner's checks of understanding in the cohort's learner list: one line, and each
 * module's result under it.
 */
export function LearnerChecks({
  learnerId,
  results,
}: {
  learnerId: number;
  results: CohortCheckResults;
}) {
  const learner = results.learners.find((l) => l.id === learnerId);
  if (!learner || results.modules.length === 0) return null;
  return (
    <>
      <dt className="font-semibold text-muted">Checks</dt>
      <dd className="min-w-0">
        <details>
          <summary className="cursor-pointer">
            {checksSummary(learner.checks).replace(/^Checks: /, '')}
          </summary>
          <ul className="mt-1 flex flex-col gap-0.5">
            {learner.checks.map((s) => (
              <li key={s.module_index} className={s.stuck ? 'text-danger-700' : undefined}>
                Module {s.module_index + 1}: {standingWords(s)}
              </li>
            ))}
          </ul>
        </details>
      </dd>
    </>
  );
}
