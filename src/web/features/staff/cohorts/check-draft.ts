import type { CheckKind, ModuleCheck } from '../../../../domain/delivery/module-checks.ts';

/** A question as the editor holds it: both kinds' fields, so switching kind loses nothing. */
export interface DraftQuestion {
  /** Keeps React's rows apart while questions are added and removed. */
  key: number;
  kind: CheckKind;
  prompt: string;
  options: string[];
  right: number;
  accepted: string[];
}

export interface CheckDraft {
  passPercent: string;
  unlimited: boolean;
  maxAttempts: string;
  questions: DraftQuestion[];
}

let nextKey = 1;

export const blankQuestion = (): DraftQuestion => ({
  key: nextKey++,
  kind: 'choice',
  prompt: '',
  options: ['', ''],
  right: 0,
  accepted: [''],
});

/** The editor's starting point: the saved check, or one blank question with a 60% pass mark. */
export function draftOf(check: ModuleCheck | null): CheckDraft {
  if (!check) {
    return { passPercent: '60', unlimited: false, maxAttempts: '3', questions: [blankQuestion()] };
  }
  return {
    passPercent: String(check.pass_percent),
    unlimited: check.max_attempts === null,
    maxAttempts: String(check.max_attempts ?? 3),
    questions: check.questions.map((q) => ({
      ...blankQuestion(),
      kind: q.kind,
      prompt: q.prompt,
      ...(q.kind === 'choice' ? { options: q.options, right: q.right } : { accepted: q.accepted }),
    })),
  };
}

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The body of PUT /api/cohorts/checks/:program/:index/, for the schema to check. */
export function inputOf(draft: CheckDraft, version: number | null) {
  return {
    version,
    pass_percent: numberOf(draft.passPercent),
    max_attempts: draft.unlimited ? null : numberOf(draft.maxAttempts),
    questions: draft.questions.map((q) =>
      q.kind === 'choice'
        ? { kind: q.kind, prompt: q.prompt, options: q.options, right: q.right }
        : { kind: q.kind, prompt: q.prompt, accepted: q.accepted },
    ),
  };
}
