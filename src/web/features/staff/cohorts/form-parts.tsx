import type { ReactNode } from 'react';
import type { Answer } from '../data/answer.ts';
import { Notice } from '../ui/notice.tsx';

/** A form's answer from the server: what it did, or why not. */
export function FormAnswer({ answer }: { answer: Answer | undefined }) {
  return (
    <Notice
      message={
        answer
          ? answer.ok
            ? { tone: 'success', text: answer.message }
            : { tone: 'error', text: answer.error }
          : null
      }
    />
  );
}

/** A group of checkboxes under one label, for several choices of a form. */
export function CheckboxGroup({
  legend,
  error,
  children,
}: {
  legend: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">{children}</div>
      {error ? <p className="text-sm text-danger-700">{error}</p> : null}
    </fieldset>
  );
}

export const checkboxLabelClass = 'inline-flex items-center gap-2 text-sm text-ink';
export const checkboxClass = 'size-4 accent-brand-700';
