import { addDays, istDay } from '../../../../domain/india-time.ts';
import {
  MANUAL_PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
} from '../../../../domain/staff/manual-order.ts';
import { SelectField, TextField } from '../../../components/form-field.tsx';
import type { FieldBinding } from './use-paid-order-form.ts';

const METHOD_CHOICES = MANUAL_PAYMENT_METHODS.map((m) => ({
  value: m,
  label: PAYMENT_METHOD_LABELS[m],
}));

export type PaymentField = 'payment_method' | 'reference' | 'received_on';

/**
 * How the money of an order staff record came: the method, its reference and the day it
 * arrived. Each field registered on the form that holds it, with its error.
 */
export function PaymentFields({ bind }: { bind: FieldBinding<PaymentField> }) {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
      <SelectField
        label="Paid by"
        placeholder="Choose how it was paid"
        options={METHOD_CHOICES}
        error={bind.error('payment_method')}
        {...bind.register('payment_method')}
      />
      <TextField
        label="Reference (UTR)"
        autoComplete="off"
        maxLength={30}
        error={bind.error('reference')}
        {...bind.register('reference')}
      />
      <TextField
        label="Date received"
        type="date"
        min={addDays(istDay(new Date()), -366)}
        max={istDay(new Date())}
        error={bind.error('received_on')}
        {...bind.register('received_on')}
      />
    </div>
  );
}
