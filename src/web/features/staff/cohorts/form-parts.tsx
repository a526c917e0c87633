import type { ComponentProps, ReactNode } from 'react';
import { TextField } from '../../../components/form-field.tsx';
import type { Answer } from '../../../lib/route-answer.ts';
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

type SessionFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'type'>;

/** A session's start, as every schedule form asks it: India time, 24-hour. */
export function StartTimeField(props: SessionFieldProps) {
  return <TextField label="Start time (IST)" type="time" {...props} />;
}

/** A session's length, in the quarter hours the server takes (15 to 480 minutes). */
export function LengthField(props: SessionFieldProps) {
  return (
    <TextField
      label="Length (minutes)"
      type="number"
      inputMode="numeric"
      min={15}
      max={480}
      step={15}
      {...props}
    />
  );
}
