import { useId, useState } from 'react';
import { REASON_MAX } from '../../../domain/order-states.ts';
import { ConfirmFrame } from '../../components/confirm-dialog.tsx';
import { useOrderChange } from './order-changes.ts';

/**
 * 'Cancel this order?', sent to the order route's clientAction: ConfirmDialog's frame, with the
 * route's fetcher holding the answer. Once the order is cancelled the page shows it so, without
 * the unpaid order's part this dialog belongs to.
 */
export function CancelOrderDialog({ number, onClose }: { number: string; onClose: () => void }) {
  const change = useOrderChange();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  return (
    <ConfirmFrame
      title="Cancel this order?"
      confirmLabel="Yes, cancel the order"
      // 'Cancel' beside 'Yes, cancel the order' reads as the same thing.
      keepLabel="Keep the order"
      busyLabel="Cancelling..."
      danger
      busy={change.pending}
      failure={change.refusal?.error ?? null}
      onConfirm={() =>
        void change.submit(reason.trim() ? { intent: 'cancel', reason } : { intent: 'cancel' })
      }
      onClose={onClose}
    >
      <p>
        Order {number} will be cancelled. Do not pay for it after this; if you have already paid,
        close this and report the payment instead.
      </p>
      {/* Kept on the order for the team: why learners drop orders is worth knowing. */}
      <div className="mt-4 flex flex-col gap-1">
        <label htmlFor={reasonId} className="font-semibold">
          Why are you cancelling? (optional)
        </label>
        <textarea
          id={reasonId}
          rows={3}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className="rounded-md border border-line px-3 py-2"
        />
      </div>
    </ConfirmFrame>
  );
}
