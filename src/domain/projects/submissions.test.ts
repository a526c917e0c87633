import { describe, expect, it } from 'vitest';
import { BASIC_PROJECTS_NOTICE, closedProjectsNotice, maySubmit } from './submissions.ts';

describe('which projects a learner hands in', () => {
  const project = {};
  const final = { final: true } as const;

  it('are the first ones their plan has feedback on, and the final one always', () => {
    expect([0, 1].map((index) => maySubmit(3, project, index))).toEqual([true, true]);
    expect(maySubmit(3, final, 2)).toBe(true);
    expect([0, 1].map((index) => maySubmit(1, project, index))).toEqual([true, false]);
    expect(maySubmit(0, project, 0)).toBe(false);
    expect(maySubmit(0, final, 2)).toBe(true);
  });

  it('tell the learner which ones their plan reviews', () => {
    expect(closedProjectsNotice(0)).toBe(BASIC_PROJECTS_NOTICE);
    expect(closedProjectsNotice(1)).toBe(
      'Your plan includes feedback on the first project. Submit your final project for your certificate.',
    );
    expect(closedProjectsNotice(2)).toBe(
      'Your plan includes feedback on the first 2 projects. Submit your final project for your certificate.',
    );
  });
});
