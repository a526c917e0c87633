import type { CheckQuestion } from './module-checks.ts';

/** A learner's answer: the 0-based option of a multiple-choice question, or a short text. */
export type CheckAnswer = number | string;

/** A short answer as it is compared: trimmed, lower case, each run of spaces one space. */
export const normaliseAnswer = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** How many of `total` questions must be right to pass at `percent`: rounded up, at least one. */
export const rightNeeded = (percent: number, total: number) =>
  Math.max(1, Math.ceil((percent * total) / 100));

/** Whether one answer is right. */
export function isRight(question: CheckQuestion, answer: CheckAnswer): boolean {
  if (question.kind === 'choice') return answer === question.right;
  if (typeof answer !== 'string') return false;
  const given = normaliseAnswer(answer);
  return question.accepted.some((accepted) => normaliseAnswer(accepted) === given);
}

export interface Marking {
  right: number;
  total: number;
  needed: number;
  passed: boolean;
  /** The 0-based places of the questions answered wrongly. */
  wrong: number[];
}

/** Marks a whole attempt; `answers` are in the questions' order (answerProblem checked them). */
export function markAttempt(
  questions: readonly CheckQuestion[],
  answers: readonly CheckAnswer[],
  passPercent: number,
): Marking {
  const wrong = questions.flatMap((q, i) => (isRight(q, answers[i]!) ? [] : [i]));
  const total = questions.length;
  const right = total - wrong.length;
  const needed = rightNeeded(passPercent, total);
  return { right, total, needed, passed: right >= needed, wrong };
}

/**
 * Why these answers cannot be marked, with the answer at fault (0-based), or null: each question
 * needs an answer of its kind, an option it has or a text that is not blank.
 */
export function answerProblem(
  questions: readonly CheckQuestion[],
  answers: readonly CheckAnswer[],
): { error: string; index: number } | null {
  if (answers.length > questions.length) {
    return {
      error: `The check has ${questions.length} questions; ${answers.length} answers were sent.`,
      index: questions.length,
    };
  }
  for (const [index, question] of questions.entries()) {
    const answer = answers[index];
    const n = index + 1;
    if (question.kind === 'choice') {
      if (typeof answer !== 'number') return { error: `Choose an answer to question ${n}.`, index };
      if (!Number.isInteger(answer) || answer < 0 || answer >= question.options.length) {
        return { error: `Question ${n} has no such option.`, index };
      }
    } else if (typeof answer !== 'string' || normaliseAnswer(answer) === '') {
      return { error: `Write an answer to question ${n}.`, index };
    }
  }
  return null;
}

/** The right answers, for after a check is passed or its attempts are used: in words. */
export const rightAnswers = (questions: readonly CheckQuestion[]): string[][] =>
  questions.map((q) => (q.kind === 'choice' ? [q.options[q.right] ?? ''] : q.accepted));

/** Attempts a learner has left; null when there is no limit. */
export const attemptsLeft = (maxAttempts: number | null, used: number) =>
  maxAttempts === null ? null : Math.max(0, maxAttempts - used);

/**
 * A learner stuck on a check, for their mentor: not passed, and either out of attempts or two
 * or more failed ones.
 */
export const isStuck = (passed: boolean, used: number, maxAttempts: number | null) =>
  !passed && (used >= 2 || attemptsLeft(maxAttempts, used) === 0);
