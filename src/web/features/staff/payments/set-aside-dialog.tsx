import { formatPaise } from '../../../../domain/money.ts';
import { reasonField, REASON_MAX } from '../../../../domain/order-states.ts';
import type { BankCredit } from '../../../../domain/staff/payments.ts';
import { TextAreaField } from '../../../components/form-field.tsx';
import { formatDay } from '../ui/dates.tsx';
import { SingleFieldDialog } from './single-field-dialog.tsx';

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
  return (
    <SingleFieldDialog
      title="Set this credit aside"
      check={reasonField}
      toChange={(reason) => ({ intent: 'set-aside', line_id: credit.line_id, reason })}
      field={(input) => (
        <TextAreaField
          label="Why does it pay no order?"
          maxLength={REASON_MAX}
          rows={3}
          {...input}
        />
      )}
      submitLabel="Set aside"
      busyLabel="Setting aside..."
      onDone={onDone}
      onClose={onClose}
    >
      {formatPaise(credit.amount_paise - credit.allocated_paise)} received on{' '}
      {formatDay(credit.date)}
      {credit.utr ? (
        <>
          , UTR <span className="font-mono">{credit.utr}</span>
        </>
      ) : null}
      . It leaves the open credits; you can reopen it later.
    </SingleFieldDialog>
  );
}
