import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../../components/button.tsx';

interface EditorFormProps {
  /** The row's label: the form is named 'Change <label>'. */
  label: string;
  /** The editor's fields; the form adds the submit and Cancel buttons. */
  children: ReactNode;
  submitLabel: string;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
}

/** The open editor of an account-details row. */
export function EditorForm({
  label,
  children,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: EditorFormProps) {
  return (
    <form
      noValidate
      aria-label={`Change ${label.toLowerCase()}`}
      className="mt-4 flex flex-col gap-3"
      onSubmit={onSubmit}
    >
      {children}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" className={smallButton} disabled={busy}>
          {submitLabel}
        </Button>
        {/* Not while a request runs: its answer belongs to this row, open. */}
        <Button
          type="button"
          variant="secondary"
          className={smallButton}
          onClick={onCancel}
          disabled={busy}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}

const smallButton = 'px-4 py-2 text-sm';
