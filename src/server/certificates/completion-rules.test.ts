import { expect, it } from 'vitest';
import { completionRuleOf } from './completion-rules.ts';
import { finalProjectOf } from './final-project.ts';
import { programMentorName } from './program-mentor.ts';

it('reads content/completion.json, which passes its schema', () => {
  expect(completionRuleOf('python')).toEqual({
    modulesDone: true,
    finalProjectAccepted: true,
    minAttendancePercent: 60,
  });
});

it("finds a program's final project and first mentor in its content files", () => {
  expect(finalProjectOf('python')).toBe('portfolio-web-app');
  expect(programMentorName('python')).toBe('Priya Raghavan');
});
