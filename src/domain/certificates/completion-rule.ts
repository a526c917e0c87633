import { PROGRAMS } from '../catalogue/programs.ts';
import { formatStartDay } from '../delivery/session-time.ts';
import { z } from '../zod.ts';

/**
 * What a learner must have done for a certificate: content/completion.json holds a default rule
 * and per-program overrides, reviewed like the catalogue. A program's rule is the default with
 * its overrides on top.
 */
export const ruleSchema = z.strictObject({
  /** Every module of the syllabus marked done. */
  modulesDone: z.boolean(),
  /** The program's final project (content/projects) accepted by a mentor. */
  finalProjectAccepted: z.boolean(),
  /** Of the cohort's live sessions held so far; a self-paced learner has no such condition. */
  minAttendancePercent: z.number().int().min(0).max(100),
});
export type CompletionRule = z.infer<typeof ruleSchema>;

export const completionFileSchema = z.strictObject({
  default: ruleSchema,
  programs: z.record(z.string(), ruleSchema.partial()).default({}),
});
export type CompletionFile = z.infer<typeof completionFileSchema>;

export class CompletionFileError extends Error {}

/** The file checked field by field, then every program it names is one of the catalogue. */
export function parseCompletionFile(data: unknown): CompletionFile {
  const parsed = completionFileSchema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (i) => `${i.path.join('.') || '(file)'}: ${i.message}`,
    );
    throw new CompletionFileError(`completion.json: ${problems.join('; ')}`);
  }
  const unknown = Object.keys(parsed.data.programs).filter(
    (slug) => !PROGRAMS.some((p) => p.slug === slug),
  );
  if (unknown.length > 0) {
    throw new CompletionFileError(
      `completion.json: programs: no program ${unknown.join(', ')} in content/programs.`,
    );
  }
  return parsed.data;
}

export const ruleFor = (file: CompletionFile, slug: string): CompletionRule => ({
  ...file.default,
  ...file.programs[slug],
});

/** What the records say of one enrolment. */
export interface CompletionFacts {
  modules: { done: number; total: number };
  /** Null when the program has no final project; else the best state of its submissions. */
  finalProject: null | { status: 'accepted' | 'submitted' | 'changes_needed' | 'none' };
  /** Null for a self-paced learner; `held`: the cohort's sessions started and not cancelled. */
  attendance: null | { attended: number; held: number };
  /**
   * Null for a self-paced learner; else the cohort's last day (of its last scheduled session, or
   * its start day without any) and whether that session has begun (or that day has come).
   */
  cohort: null | { lastDay: string; over: boolean };
}

export type ConditionKey = 'modules' | 'final-project' | 'attendance' | 'cohort-over';

export interface Condition {
  key: ConditionKey;
  met: boolean;
  words: string;
}

export interface CompletionStatus {
  met: boolean;
  conditions: Condition[];
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function modulesCondition({ done, total }: CompletionFacts['modules']): Condition {
  const met = done >= total;
  return {
    key: 'modules',
    met,
    words: met
      ? `All ${plural(total, 'module', 'modules')} done`
      : `${done} of ${plural(total, 'module', 'modules')} done`,
  };
}

const PROJECT_WORDS = {
  accepted: 'Final project accepted',
  submitted: 'Final project submitted, waiting for review',
  changes_needed: 'Final project needs changes',
  none: 'Final project not submitted yet',
} as const;

function projectCondition(finalProject: CompletionFacts['finalProject']): Condition {
  if (!finalProject) {
    return { key: 'final-project', met: true, words: 'No final project is set for this program' };
  }
  return {
    key: 'final-project',
    met: finalProject.status === 'accepted',
    words: PROJECT_WORDS[finalProject.status],
  };
}

function attendanceCondition(
  { attended, held }: NonNullable<CompletionFacts['attendance']>,
  minPercent: number,
): Condition {
  if (held === 0) {
    return { key: 'attendance', met: true, words: 'No live session has taken place yet' };
  }
  // Compared in integers: 3 of 5 is exactly 60%, whatever a float would make of it.
  const met = attended * 100 >= minPercent * held;
  const percent = Math.round((attended * 100) / held);
  const words = `Attended ${attended} of ${plural(held, 'live session', 'live sessions')} (${percent}%)`;
  return { key: 'attendance', met, words: met ? words : `${words}; ${minPercent}% needed` };
}

/** A cohort's certificate is not due before its last session, whatever else is done. */
function cohortCondition({ lastDay, over }: NonNullable<CompletionFacts['cohort']>): Condition {
  return {
    key: 'cohort-over',
    met: over,
    words: over
      ? 'The cohort’s last session has taken place'
      : `The cohort runs until ${formatStartDay(lastDay)}`,
  };
}

/** Which of the rule's conditions the facts meet, each in words a person reads. */
export function completionStatus(rule: CompletionRule, facts: CompletionFacts): CompletionStatus {
  const conditions: Condition[] = [];
  if (rule.modulesDone) conditions.push(modulesCondition(facts.modules));
  if (rule.finalProjectAccepted) conditions.push(projectCondition(facts.finalProject));
  if (facts.attendance && rule.minAttendancePercent > 0) {
    conditions.push(attendanceCondition(facts.attendance, rule.minAttendancePercent));
  }
  if (facts.cohort) conditions.push(cohortCondition(facts.cohort));
  return { met: conditions.every((c) => c.met), conditions };
}
