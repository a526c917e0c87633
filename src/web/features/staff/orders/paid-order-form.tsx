import type { ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import { FormAnswer } from '../cohorts/form-parts.tsx';
import { Panel } from '../layout/staff-page.tsx';
import { PaymentFields, type PaymentField } from './payment-fields.tsx';
import type { FieldBinding, PaidOrderSending } from './use-paid-order-form.ts';

/**
 * A form for an order paid outside checkout, as usePaidOrderForm wires it: the form's own panels
 * (`children`), then the payment, the server's answer and the button that creates the order.
 */
export function PaidOrderForm({
  label,
  submitLabel,
  bind,
  sending,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  bind: FieldBinding<PaymentField>;
  sending: PaidOrderSending;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={sending.submit} aria-label={label} className="flex flex-col gap-6">
      {children}
      <Panel title="Payment">
        <PaymentFields bind={bind} />
      </Panel>
      <FormAnswer answer={sending.answer} />
      <Button type="submit" disabled={sending.busy} className="self-start">
        {sending.busy ? 'Creating...' : submitLabel}
      </Button>
    </form>
  );
}
