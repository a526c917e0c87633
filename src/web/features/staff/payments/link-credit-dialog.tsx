import { useState } from 'react';
import { formatPaise } from '../../../../domain/money.ts';
import type { StaffOrderDetail } from '../../../../domain/staff/orders.ts';
import type { StatementCredit } from '../../../../domain/staff/payments.ts';
import { failureMessage } from '../../../api/client.ts';
import { Alert } from '../../../components/alert.tsx';
import { buttonClass } from '../../../components/button.tsx';
import { dialogActionsClass } from '../../../components/dialog-buttons.ts';
import { TextField } from '../../../components/form-field.tsx';
import { INITIAL_FOCUS, ModalDialog } from '../../../components/modal-dialog.tsx';
import { fetchOrder } from '../api/orders-api.ts';
import type { Answer } from '../data/answer.ts';
import { useRouteChange } from '../data/use-route-change.ts';
import { DetailsList } from '../ui/details-list.tsx';
import { OrderStatusBadge } from '../ui/status-badges.tsx';
import type { PaymentsChange } from './statement-changes.ts';

const PAYABLE: ReadonlyArray<StaffOrderDetail['status']> = ['awaiting_payment', 'payment_reported'];

/** Why this order can't take this credit, as the server would refuse it; null when it can. */
function mismatchOf(order: StaffOrderDetail, credit: StatementCredit): string | null {
  if (!PAYABLE.includes(order.status)) {
    return `Order ${order.number} is not waiting for payment, so it cannot be marked as paid.`;
  }
  if (order.total_paise !== credit.amount_paise) {
    return `This credit is ${formatPaise(credit.amount_paise)} but the order totals ${formatPaise(order.total_paise)}.`;
  }
  return null;
}

/**
 * An unmatched credit is an order's payment: staff find the order by its number, see whose it is
 * and what it costs, and confirm. The order is then marked paid with the credit's UTR.
 */
export function LinkCreditDialog({
  credit,
  onLinked,
  onClose,
}: {
  credit: StatementCredit;
  onLinked: (orderNumber: string, message: string) => void;
  onClose: () => void;
}) {
  const [number, setNumber] = useState('');
  const [found, setFound] = useState<StaffOrderDetail | null>(null);
  const [lookup, setLookup] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const link = useRouteChange<PaymentsChange, Answer>((answer) => {
    if (answer.ok && found) onLinked(found.number, answer.message);
  });

  const find = async (event: React.FormEvent) => {
    event.preventDefault();
    const wanted = number.trim().toUpperCase();
    link.forget();
    setFound(null);
    if (wanted === '') {
      setLookup({ busy: false, error: 'Enter the order number.' });
      return;
    }
    setLookup({ busy: true, error: null });
    const result = await fetchOrder(wanted);
    if (result.ok) {
      setFound(result.data);
      setLookup({ busy: false, error: null });
    } else {
      const missing = result.kind === 'http' && result.status === 404;
      setLookup({
        busy: false,
        error: missing
          ? `There is no order ${wanted}.`
          : failureMessage(result, 'The order could not be found.'),
      });
    }
  };

  const mismatch = found ? mismatchOf(found, credit) : null;
  const refusal = link.answer && !link.answer.ok ? link.answer.error : null;

  return (
    <ModalDialog title="Link this credit to an order" onClose={onClose}>
      <div className="flex flex-col gap-4">
        <p>
          {formatPaise(credit.amount_paise)} on the statement line {credit.line}, UTR{' '}
          <span className="font-mono">{credit.utr}</span>.
        </p>
        <form noValidate onSubmit={(event) => void find(event)} className="flex items-end gap-3">
          <div className="min-w-0 flex-1">
            <TextField
              label="Order number"
              autoComplete="off"
              maxLength={40}
              value={number}
              error={lookup.error ?? undefined}
              onChange={(event) => setNumber(event.target.value)}
              {...INITIAL_FOCUS}
            />
          </div>
          <button type="submit" disabled={lookup.busy} className={buttonClass.secondary}>
            {lookup.busy ? 'Finding...' : 'Find order'}
          </button>
        </form>
        {found ? (
          <DetailsList
            items={[
              { label: 'Order', value: found.number },
              { label: 'Buyer', value: found.name },
              { label: 'Total', value: formatPaise(found.total_paise) },
              { label: 'Status', value: <OrderStatusBadge status={found.status} /> },
            ]}
          />
        ) : null}
        {mismatch ? <Alert tone="error">{mismatch}</Alert> : null}
        {refusal ? <Alert tone="error">{refusal}</Alert> : null}
        <div className={dialogActionsClass}>
          <button type="button" className={buttonClass.secondary} onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            disabled={!found || mismatch !== null || link.busy}
            className={buttonClass.primary}
            onClick={() =>
              found &&
              void link.send({
                intent: 'link',
                line_id: credit.line_id,
                order_number: found.number,
                version: found.version,
              })
            }
          >
            {link.busy ? 'Marking as paid...' : 'Mark the order as paid'}
          </button>
        </div>
        <p className="text-sm text-muted">
          The learner is enrolled and mailed their invoice, as when a match is confirmed.
        </p>
      </div>
    </ModalDialog>
  );
}
