import type { z } from 'zod';

/**
 * The words a person reads when a schema gave no message of its own. zod's defaults
 * ('Too small: expected number to be >0') are written for programmers; the answer already names
 * the field, so these say what to enter instead.
 */
type RawIssue = Parameters<z.core.$ZodErrorMap>[0];

const count = (n: number | bigint, one: string) => `${n} ${one}${Number(n) === 1 ? '' : 's'}`;

function tooSmall(issue: RawIssue & { code: 'too_small' }): string | undefined {
  const { minimum, inclusive, exact } = issue;
  switch (issue.origin) {
    case 'number':
    case 'int':
    case 'bigint':
      return inclusive
        ? `Enter a number of at least ${minimum}.`
        : `Enter a number greater than ${minimum}.`;
    case 'string':
      if (Number(minimum) <= 1) return 'Fill this in.';
      return exact
        ? `Use exactly ${count(minimum, 'character')}.`
        : `Use at least ${count(minimum, 'character')}.`;
    case 'array':
    case 'set':
      return `Give at least ${count(minimum, 'item')}.`;
    default:
      return undefined;
  }
}

function tooBig(issue: RawIssue & { code: 'too_big' }): string | undefined {
  const { maximum, inclusive } = issue;
  switch (issue.origin) {
    case 'number':
    case 'int':
    case 'bigint':
      return inclusive
        ? `Enter a number of at most ${maximum}.`
        : `Enter a number less than ${maximum}.`;
    case 'string':
      return `Use at most ${count(maximum, 'character')}.`;
    case 'array':
    case 'set':
      return `Give at most ${count(maximum, 'item')}.`;
    default:
      return undefined;
  }
}

const EXPECTED: Record<string, string> = {
  number: 'Enter a number.',
  int: 'Enter a whole number.',
  bigint: 'Enter a whole number.',
  string: 'Enter text here.',
  boolean: 'Choose yes or no.',
  array: 'Send a list here.',
  object: 'Send a JSON object here.',
  date: 'Enter a date.',
};

/** zod's `customError`: a message for the issue, or undefined to keep zod's own. */
export function personalIssueMessage(issue: RawIssue): string | undefined {
  switch (issue.code) {
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_type':
      if (issue.input === undefined && issue.expected !== 'undefined') return 'This is required.';
      return EXPECTED[issue.expected] ?? 'This is not the right kind of value.';
    case 'invalid_value':
      return issue.values.length <= 10
        ? `Choose one of: ${issue.values.map(String).join(', ')}.`
        : 'Choose one of the listed values.';
    case 'invalid_format':
      return issue.format === 'email' ? 'Enter a valid email.' : 'Check the format of this value.';
    case 'not_multiple_of':
      return `Enter a multiple of ${issue.divisor}.`;
    case 'invalid_union':
      return 'This is not one of the accepted forms.';
    default:
      return undefined;
  }
}
