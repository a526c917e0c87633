import { attemptsLeft, rightAnswers, rightNeeded } from '../../../domain/delivery/check-marking.ts';
import type { LearnerCheck } from '../../../domain/delivery/check-attempts.ts';
import type { AttemptSummary } from '../../repositories/delivery/check-attempts.ts';
import type { StoredCheck } from '../../repositories/delivery/module-checks.ts';

/** The right answers may be shown once nothing more can be gained by knowing them. */
export const answersOpen = (passed: boolean, left: number | null) => passed || left === 0;

/** A check as its learner reads it: the questions without their answers, and where they stand. */
export function learnerCheck(check: StoredCheck, summary: AttemptSummary): LearnerCheck {
  const left = attemptsLeft(check.max_attempts, summary.used);
  return {
    version: check.version,
    pass_percent: check.pass_percent,
    right_needed: rightNeeded(check.pass_percent, check.questions.length),
    max_attempts: check.max_attempts,
    questions: check.questions.map((q) => ({
      kind: q.kind,
      prompt: q.prompt,
      options: q.kind === 'choice' ? q.options : null,
    })),
    attempts_used: summary.used,
    attempts_left: left,
    best: summary.best,
    passed: summary.passed,
    right_answers: answersOpen(summary.passed, left) ? rightAnswers(check.questions) : null,
  };
}
