import { useId, useState } from 'react';
import { REASON_MAX } from '../../../domain/order-states.ts';
import { Alert } from '../../components/alert.tsx';
import { buttonClass } from '../../components/button.tsx';
import { dangerButtonClass, dialogActionsClass } from '../../components/dialog-buttons.ts';
import { INITIAL_FOCUS, ModalDialog } from '../../components/modal-dialog.tsx';
import { useOrderChange } from './order-changes.ts';

/**
 * 'Cancel this order?', sent to the order route's clientAction. Drawn like ConfirmDialog, whose
 * onConfirm awaits an answer itself; here the fetcher holds it. Once the order is cancelled the
 * page shows it so, without the unpaid order's part this dialog belongs to.
 */
export function CancelOrderDialog({ number, onClose }: { number: string; onClose: () => void }) {
  const change = useOrderChange();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  return (
    <ModalDialog title="Cancel this order?" onClose={onClose}>
      <div className="flex flex-col gap-4">
        <div className="text-ink">
          <p>
            Order {number} will be cancelled. Do not pay for it after this; if you have already
            paid, close this and report the payment instead.
          </p>
        </div>
        {/* Kept on the order for the team: why learners drop orders is worth knowing. */}
        <div className="flex flex-col gap-1">
          <label htmlFor={reasonId} className="font-semibold text-ink">
            Why are you cancelling? (optional)
          </label>
          <textarea
            id={reasonId}
            rows={3}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className="rounded-md border border-line px-3 py-2 text-ink"
          />
        </div>
        {change.refusal ? <Alert tone="error">{change.refusal.error}</Alert> : null}
        <div className={dialogActionsClass}>
          {/* Destructive: focus starts on 'Cancel' rather than on the action. */}
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={onClose}
            {...INITIAL_FOCUS}
          >
            Cancel
          </button>
          <button
            type="button"
            disabled={change.pending}
            className={dangerButtonClass}
            onClick={() =>
              void change.submit(
                reason.trim() ? { intent: 'cancel', reason } : { intent: 'cancel' },
              )
            }
          >
            {change.pending ? 'Cancelling...' : 'Yes, cancel the order'}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
