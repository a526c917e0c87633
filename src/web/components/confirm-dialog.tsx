import { useState, type ReactNode } from 'react';
import { Alert } from './alert.tsx';
import { buttonClass } from './button.tsx';
import { dangerButtonClass, dialogActionsClass } from './dialog-buttons.ts';
import { INITIAL_FOCUS, ModalDialog } from './modal-dialog.tsx';

interface ConfirmFrameProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The button that changes nothing: 'Cancel' unless the action itself is a cancelling. */
  keepLabel?: string;
  busyLabel: string;
  /** Destructive: drawn in red, and focus starts on the keep button rather than on the action. */
  danger?: boolean;
  busy: boolean;
  /** Why the last try failed, shown above the buttons. */
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * How every 'Are you sure?' looks: what will happen, why the last try failed, 'Cancel' and the
 * action. Whoever draws it holds the busy state and the answer (a promise, or a fetcher's).
 */
export function ConfirmFrame({
  title,
  children,
  confirmLabel,
  keepLabel = 'Cancel',
  busyLabel,
  danger = false,
  busy,
  failure,
  onConfirm,
  onClose,
}: ConfirmFrameProps) {
  return (
    <ModalDialog title={title} onClose={onClose}>
      <div className="flex flex-col gap-4">
        <div className="text-ink">{children}</div>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <div className={dialogActionsClass}>
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={onClose}
            {...(danger ? INITIAL_FOCUS : {})}
          >
            {keepLabel}
          </button>
          <button
            type="button"
            disabled={busy}
            className={danger ? dangerButtonClass : buttonClass.primary}
            onClick={onConfirm}
            {...(danger ? {} : INITIAL_FOCUS)}
          >
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}

type ConfirmDialogProps = Omit<ConfirmFrameProps, 'busy' | 'failure' | 'onConfirm'> & {
  /** Resolves to the reason it failed, shown in the dialog; null when done. */
  onConfirm: () => Promise<string | null>;
};

/** 'Are you sure?', with the server's answer if the action fails. */
export function ConfirmDialog({ onConfirm, onClose, ...frame }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    const reason = await onConfirm();
    setBusy(false);
    if (reason === null) onClose();
    else setFailure(reason);
  };

  return (
    <ConfirmFrame
      {...frame}
      busy={busy}
      failure={failure}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
