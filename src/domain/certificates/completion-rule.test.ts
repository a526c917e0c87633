import { describe, expect, it } from 'vitest';
import {
  CompletionFileError,
  completionStatus,
  parseCompletionFile,
  ruleFor,
  type CompletionFacts,
  type CompletionRule,
} from './completion-rule.ts';

const RULE: CompletionRule = {
  modulesDone: true,
  finalProjectAccepted: true,
  minAttendancePercent: 60,
};

const facts = (overrides: Partial<CompletionFacts> = {}): CompletionFacts => ({
  modules: { done: 8, total: 8 },
  finalProject: { status: 'accepted' },
  attendance: { attended: 6, held: 8 },
  cohort: null,
  ...overrides,
});

describe('completionStatus', () => {
  it('is met when every condition is, each said in words', () => {
    expect(completionStatus(RULE, facts())).toEqual({
      met: true,
      conditions: [
        { key: 'modules', met: true, words: 'All 8 modules done' },
        { key: 'final-project', met: true, words: 'Final project accepted' },
        { key: 'attendance', met: true, words: 'Attended 6 of 8 live sessions (75%)' },
      ],
    });
  });

  it('names what is missing', () => {
    const status = completionStatus(
      RULE,
      facts({
        modules: { done: 5, total: 8 },
        finalProject: { status: 'changes_needed' },
        attendance: { attended: 2, held: 8 },
      }),
    );
    expect(status.met).toBe(false);
    expect(status.conditions.map((c) => c.words)).toEqual([
      '5 of 8 modules done',
      'Final project needs changes',
      'Attended 2 of 8 live sessions (25%); 60% needed',
    ]);
  });

  it('meets the attendance threshold exactly, without rounding', () => {
    expect(completionStatus(RULE, facts({ attendance: { attended: 3, held: 5 } })).met).toBe(true);
    const under = completionStatus(RULE, facts({ attendance: { attended: 5, held: 9 } }));
    expect(under.met).toBe(false);
    expect(under.conditions[2]!.words).toBe('Attended 5 of 9 live sessions (56%); 60% needed');
  });

  it('asks nothing of attendance from a self-paced learner, nor before any session', () => {
    expect(
      completionStatus(RULE, facts({ attendance: null })).conditions.map((c) => c.key),
    ).toEqual(['modules', 'final-project']);
    expect(
      completionStatus(RULE, facts({ attendance: { attended: 0, held: 0 } })).conditions[2],
    ).toEqual({ key: 'attendance', met: true, words: 'No live session has taken place yet' });
  });

  it('is not met before the cohort’s last session, however much is done', () => {
    const running = completionStatus(
      RULE,
      facts({ cohort: { lastDay: '2026-12-31', over: false } }),
    );
    expect(running.met).toBe(false);
    expect(running.conditions.at(-1)).toEqual({
      key: 'cohort-over',
      met: false,
      words: 'The cohort runs until Thu 31 Dec 2026',
    });
    const over = completionStatus(RULE, facts({ cohort: { lastDay: '2026-12-31', over: true } }));
    expect(over.met).toBe(true);
    expect(over.conditions.at(-1)!.words).toBe('The cohort’s last session has taken place');
  });

  it('counts a program without a final project as met, and says so', () => {
    expect(completionStatus(RULE, facts({ finalProject: null })).conditions[1]).toEqual({
      key: 'final-project',
      met: true,
      words: 'No final project is set for this program',
    });
  });

  it('leaves out the conditions a rule turns off', () => {
    const rule = { modulesDone: false, finalProjectAccepted: false, minAttendancePercent: 0 };
    const status = completionStatus(rule, facts({ modules: { done: 0, total: 8 } }));
    expect(status).toEqual({ met: true, conditions: [] });
  });
});

describe('the completion file', () => {
  it("gives a program the default with the program's overrides on top", () => {
    const file = parseCompletionFile({
      default: RULE,
      programs: { python: { minAttendancePercent: 75 } },
    });
    expect(ruleFor(file, 'python')).toEqual({ ...RULE, minAttendancePercent: 75 });
    expect(ruleFor(file, 'java')).toEqual(RULE);
  });

  it('refuses a bad file with one line naming the field or the program', () => {
    expect(() => parseCompletionFile({ default: { ...RULE, minAttendancePercent: 120 } })).toThrow(
      /^completion.json: default.minAttendancePercent: /,
    );
    expect(() => parseCompletionFile({ default: RULE, programs: { pyton: {} } })).toThrow(
      new CompletionFileError('completion.json: programs: no program pyton in content/programs.'),
    );
    expect(() => parseCompletionFile({ default: { ...RULE, extra: 1 } })).toThrow(
      CompletionFileError,
    );
  });
});
