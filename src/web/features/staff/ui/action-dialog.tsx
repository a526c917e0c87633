import type { ReactNode } from 'react';
import type { SubmitTarget } from 'react-router';
import { Alert } from '../../../components/alert.tsx';
import { buttonClass } from '../../../components/button.tsx';
import { dangerButtonClass, dialogActionsClass } from '../../../components/dialog-buttons.ts';
import { INITIAL_FOCUS, ModalDialog } from '../../../components/modal-dialog.tsx';
import type { Answer, Refusal } from '../data/answer.ts';
import { useRouteChange } from '../data/use-route-change.ts';

interface ActionDialogProps<Change, A> {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** Destructive: drawn in red, and focus starts on 'Cancel' rather than on the action. */
  danger?: boolean;
  /** What the confirming button sends to the route's clientAction. */
  change: Change;
  /** The change is done and the page shows it: the opener closes the dialog and says so. */
  onDone: (answer: Extract<A, { ok: true }>) => void;
  onClose: () => void;
}

/**
 * 'Are you sure?' for a change made by the route's clientAction. Drawn like ConfirmDialog, whose
 * onConfirm awaits its answer itself; here a fetcher of the dialog's own holds it, so each
 * opening starts without the last one's refusal. A refusal is shown in the dialog.
 */
export function ActionDialog<
  Change extends SubmitTarget,
  A extends { ok: true } | Refusal = Answer,
>({
  title,
  children,
  confirmLabel,
  busyLabel,
  danger = false,
  change,
  onDone,
  onClose,
}: ActionDialogProps<Change, A>) {
  const action = useRouteChange<Change, A>((answer) => {
    if (answer.ok) onDone(answer as Extract<A, { ok: true }>);
  });
  const refusal = action.answer && !action.answer.ok ? action.answer.error : null;
  return (
    <ModalDialog title={title} onClose={onClose}>
      <div className="flex flex-col gap-4">
        <div className="text-ink">{children}</div>
        {refusal ? <Alert tone="error">{refusal}</Alert> : null}
        <div className={dialogActionsClass}>
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={onClose}
            {...(danger ? INITIAL_FOCUS : {})}
          >
            Cancel
          </button>
          <button
            type="button"
            disabled={action.busy}
            className={danger ? dangerButtonClass : buttonClass.primary}
            onClick={() => void action.send(change)}
            {...(danger ? {} : INITIAL_FOCUS)}
          >
            {action.busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
