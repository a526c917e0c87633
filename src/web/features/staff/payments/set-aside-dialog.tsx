import { useState } from 'react';
import { formatPaise } from '../../../../domain/money.ts';
import { reasonField, REASON_MAX } from '../../../../domain/order-states.ts';
import type { BankCredit } from '../../../../domain/staff/payments.ts';
import { Alert } from '../../../components/alert.tsx';
import { buttonClass } from '../../../components/button.tsx';
import { dialogActionsClass } from '../../../components/dialog-buttons.ts';
import { TextAreaField } from '../../../components/form-field.tsx';
import { INITIAL_FOCUS, ModalDialog } from '../../../components/modal-dialog.tsx';
import type { Answer } from '../data/answer.ts';
import { useRouteChange } from '../data/use-route-change.ts';
import { formatDay } from '../ui/dates.tsx';
import type { PaymentsChange } from './statement-changes.ts';

/**
 * A credit that pays no order (interest, a supplier's refund, money between our own accounts)
 * leaves the open credits with the reason, which everyone reading the list later sees.
 */
export function SetAsideDialog({
  credit,
  onDone,
  onClose,
}: {
  credit: BankCredit;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const change = useRouteChange<PaymentsChange, Answer>((answer) => {
    if (answer.ok) onDone(answer.message);
  });
  const refusal = change.answer && !change.answer.ok ? change.answer.error : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = reasonField.safeParse(reason);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    void change.send({ intent: 'set-aside', line_id: credit.line_id, reason: checked.data });
  };

  return (
    <ModalDialog title="Set this credit aside" onClose={onClose}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <p>
          {formatPaise(credit.amount_paise - credit.allocated_paise)} received on{' '}
          {formatDay(credit.date)}
          {credit.utr ? (
            <>
              , UTR <span className="font-mono">{credit.utr}</span>
            </>
          ) : null}
          . It leaves the open credits; you can reopen it later.
        </p>
        <TextAreaField
          label="Why does it pay no order?"
          maxLength={REASON_MAX}
          rows={3}
          value={reason}
          error={error}
          onChange={(event) => setReason(event.target.value)}
          {...INITIAL_FOCUS}
        />
        {refusal ? <Alert tone="error">{refusal}</Alert> : null}
        <div className={dialogActionsClass}>
          <button type="button" className={buttonClass.secondary} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" disabled={change.busy} className={buttonClass.primary}>
            {change.busy ? 'Setting aside...' : 'Set aside'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
