import { useState, type ChangeEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { Alert } from '../../../components/alert.tsx';
import { buttonClass } from '../../../components/button.tsx';
import { dialogActionsClass } from '../../../components/dialog-buttons.ts';
import { INITIAL_FOCUS, ModalDialog } from '../../../components/modal-dialog.tsx';
import type { Answer } from '../../../lib/route-answer.ts';
import { useRouteChange } from '../../../lib/use-route-change.ts';
import type { PaymentsChange } from './statement-changes.ts';

/** What the dialog hands its field: the value typed, its error, and where focus starts. */
export type SingleFieldInput = {
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
} & typeof INITIAL_FOCUS;

/**
 * A dialog of the Payments screen that asks one value: checked in the browser by the domain's
 * own check before it is sent, and the server's refusal, if any, shown above the buttons.
 */
export function SingleFieldDialog({
  title,
  children,
  check,
  toChange,
  field,
  submitLabel,
  busyLabel,
  onDone,
  onClose,
}: {
  title: string;
  /** What is being done, above the field. */
  children: ReactNode;
  /** The domain's check of the value: its first message shows under the field. */
  check: z.ZodType<string>;
  /** The change the checked value is sent as. */
  toChange: (value: string) => PaymentsChange;
  /** The field, drawn with what it is handed. */
  field: (input: SingleFieldInput) => ReactNode;
  submitLabel: string;
  busyLabel: string;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const change = useRouteChange<PaymentsChange, Answer>((answer) => {
    if (answer.ok) onDone(answer.message);
  });
  const refusal = change.answer && !change.answer.ok ? change.answer.error : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = check.safeParse(value);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    void change.send(toChange(checked.data));
  };

  return (
    <ModalDialog title={title} onClose={onClose}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <p>{children}</p>
        {field({
          value,
          error,
          onChange: (event) => setValue(event.target.value),
          ...INITIAL_FOCUS,
        })}
        {refusal ? <Alert tone="error">{refusal}</Alert> : null}
        <div className={dialogActionsClass}>
          <button type="button" className={buttonClass.secondary} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" disabled={change.busy} className={buttonClass.primary}>
            {change.busy ? busyLabel : submitLabel}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
