import type { UseFormRegisterReturn } from 'react-hook-form';
import { GST_STATES } from '../../../../domain/gst/states.ts';
import { addDays, istDay } from '../../../../domain/india-time.ts';
import {
  MANUAL_PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
} from '../../../../domain/staff/manual-order.ts';
import { SelectField, TextField } from '../../../components/form-field.tsx';

/** The GST states and union territories, by name: the buyer's place of supply. */
export const STATE_CHOICES = GST_STATES.map((s) => ({ value: s.code, label: s.name })).sort(
  (a, b) => a.label.localeCompare(b.label),
);

const METHOD_CHOICES = MANUAL_PAYMENT_METHODS.map((m) => ({
  value: m,
  label: PAYMENT_METHOD_LABELS[m],
}));

type PaymentField = 'payment_method' | 'reference' | 'received_on';

/**
 * How the money of an order staff record came: the method, its reference and the day it
 * arrived. Each field as its form registered it, with its error.
 */
export function PaymentFields({
  fields,
  errors,
}: {
  fields: Record<PaymentField, UseFormRegisterReturn>;
  errors: Partial<Record<PaymentField, string>>;
}) {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
      <SelectField
        label="Paid by"
        placeholder="Choose how it was paid"
        options={METHOD_CHOICES}
        error={errors.payment_method}
        {...fields.payment_method}
      />
      <TextField
        label="Reference (UTR)"
        autoComplete="off"
        maxLength={30}
        error={errors.reference}
        {...fields.reference}
      />
      <TextField
        label="Date received"
        type="date"
        min={addDays(istDay(new Date()), -366)}
        max={istDay(new Date())}
        error={errors.received_on}
        {...fields.received_on}
      />
    </div>
  );
}
