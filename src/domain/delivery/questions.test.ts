import { describe, expect, it } from 'vitest';
import { firstIssue } from '../errors.ts';
import { askQuestionSchema, hasUnprintable, isWaiting } from './questions.ts';

const refusal = (body: unknown) => {
  const parsed = askQuestionSchema.safeParse({ body });
  return parsed.success ? null : firstIssue(parsed.error).error;
};

describe('a question to the mentors', () => {
  it('keeps paragraphs, tabs and emoji, trimmed', () => {
    const body = '  Why does this loop stop?\n\n\tfor i in range(3): 🙂  ';
    expect(askQuestionSchema.parse({ body })).toEqual({
      body: 'Why does this loop stop?\n\n\tfor i in range(3): 🙂',
    });
  });

  it('refuses text that would not print as it reads', () => {
    expect(hasUnprintable('A bell \u0007 rings')).toBe(true);
    expect(hasUnprintable('Reads \u202Ebackwards')).toBe(true);
    expect(hasUnprintable('Half an emoji \uD83D')).toBe(true);
    expect(hasUnprintable('नमस्ते, a question\r\n')).toBe(false);
  });

  it('says what is wrong in words', () => {
    expect(refusal('')).toBe('Write your question.');
    expect(refusal('Why not?')).toBe(
      'Write at least 10 characters, so your mentor knows what you are asking.',
    );
    expect(refusal('x'.repeat(2001))).toBe('Your question must be at most 2000 characters.');
    expect(refusal(42)).toBe('Write your question.');
  });

  it('waits while no answer shows to learners', () => {
    const hidden = { at: '2026-12-08T13:30:00.000Z', by: 'Staff', reason: 'Wrong' };
    expect(isWaiting([])).toBe(true);
    expect(isWaiting([{ hidden }])).toBe(true);
    expect(isWaiting([{ hidden }, { hidden: null }])).toBe(false);
  });
});
