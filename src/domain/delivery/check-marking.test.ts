import { describe, expect, it } from 'vitest';
import {
  answerProblem,
  isStuck,
  markAttempt,
  normaliseAnswer,
  rightAnswers,
  rightNeeded,
} from './check-marking.ts';
import type { CheckQuestion } from './module-checks.ts';

const questions: CheckQuestion[] = [
  { kind: 'choice', prompt: 'Which one is a list?', options: ['(1,)', '[1]'], right: 1 },
  { kind: 'short', prompt: 'Keyword for a function?', accepted: ['def'] },
  { kind: 'short', prompt: 'Name the loop', accepted: ['for loop', 'for'] },
];

describe('marking a check', () => {
  it('compares short answers trimmed, ignoring case and runs of spaces', () => {
    expect(normaliseAnswer('  For \t  Loop ')).toBe('for loop');
    expect(markAttempt(questions, [1, ' DEF', 'FOR   loop'], 100)).toEqual({
      right: 3,
      total: 3,
      needed: 3,
      passed: true,
      wrong: [],
    });
  });

  it('needs the pass mark rounded up to whole questions, at least one', () => {
    expect(rightNeeded(60, 3)).toBe(2);
    expect(rightNeeded(80, 5)).toBe(4);
    expect(rightNeeded(1, 20)).toBe(1);
    expect(rightNeeded(100, 7)).toBe(7);
    expect(markAttempt(questions, [0, 'def', 'while'], 60)).toEqual({
      right: 1,
      total: 3,
      needed: 2,
      passed: false,
      wrong: [0, 2],
    });
  });

  it('says which answer cannot be marked', () => {
    expect(answerProblem(questions, [1, 'def', 'for'])).toBeNull();
    expect(answerProblem(questions, [1, 'def'])).toEqual({
      error: 'Write an answer to question 3.',
      index: 2,
    });
    expect(answerProblem(questions, [2, 'def', 'for'])?.error).toBe(
      'Question 1 has no such option.',
    );
    expect(answerProblem(questions, ['[1]', 'def', 'for'])?.error).toBe(
      'Choose an answer to question 1.',
    );
    expect(answerProblem(questions, [1, 7, 'for'])?.error).toBe('Write an answer to question 2.');
  });

  it('tells the right answers in words', () => {
    expect(rightAnswers(questions)).toEqual([['[1]'], ['def'], ['for loop', 'for']]);
  });

  it('calls a learner stuck after two failed attempts or none left', () => {
    expect(isStuck(false, 1, 3)).toBe(false);
    expect(isStuck(false, 2, null)).toBe(true);
    expect(isStuck(false, 1, 1)).toBe(true);
    expect(isStuck(true, 3, 3)).toBe(false);
  });
});
