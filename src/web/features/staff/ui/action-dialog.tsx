import type { ReactNode } from 'react';
import type { SubmitTarget } from 'react-router';
import { ConfirmFrame } from '../../../components/confirm-dialog.tsx';
import type { Answer, Refusal } from '../../../lib/route-answer.ts';
import { useRouteChange } from '../../../lib/use-route-change.ts';

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
 * 'Are you sure?' for a change made by the route's clientAction: ConfirmDialog's frame, with a
 * fetcher of the dialog's own holding the answer, so each opening starts without the last one's
 * refusal. A refusal is shown in the dialog.
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
    <ConfirmFrame
      title={title}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      danger={danger}
      busy={action.busy}
      failure={refusal}
      onConfirm={() => void action.send(change)}
      onClose={onClose}
    >
      {children}
    </ConfirmFrame>
  );
}
