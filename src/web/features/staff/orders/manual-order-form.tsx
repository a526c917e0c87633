import {
  manualOrderSchema,
  type ManualOrderInput,
  type ManualOrderRequest,
} from '../../../../domain/staff/manual-order.ts';
import { TextField } from '../../../components/form-field.tsx';
import { Panel } from '../layout/staff-page.tsx';
import { BusinessFields, BuyerFields } from './buyer-fields.tsx';
import { emptyLine, ManualOrderLines } from './manual-order-lines.tsx';
import { PaidOrderForm } from './paid-order-form.tsx';
import { paidOrderDefaults, usePaidOrderForm } from './use-paid-order-form.ts';

/** What the new order's route is asked to do. */
export type ManualOrderChange = { order: ManualOrderRequest };

/**
 * An order for money that came outside checkout: the buyer, the programs and the payment. The
 * server prices it from the catalogue, marks it paid, invoices and enrols; its page then opens.
 */
export function ManualOrderFormScreen() {
  const { form, bind, sending } = usePaidOrderForm<
    ManualOrderInput,
    ManualOrderRequest,
    ManualOrderChange
  >({
    schema: manualOrderSchema,
    defaultValues: { ...paidOrderDefaults(), lines: [emptyLine], referral_code: '' },
    ownFields: ['lines', 'referral_code'],
    change: (order) => ({ order }),
  });

  return (
    <PaidOrderForm label="New order" submitLabel="Create paid order" bind={bind} sending={sending}>
      <Panel title="Buyer">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <BuyerFields bind={bind} />
          <BusinessFields bind={bind} companyLabel="Company's legal name (with a GSTIN)" />
        </div>
        <p className="mt-3 text-sm text-muted">
          The email must be the buyer’s account on the site, with its address confirmed: the order,
          the invoice and the programs go to that account.
        </p>
      </Panel>
      <Panel title="Programs">
        <ManualOrderLines form={form} />
        <div className="mt-4 max-w-xs">
          <TextField
            label="Offer code (optional)"
            autoComplete="off"
            maxLength={20}
            className="uppercase"
            error={bind.error('referral_code')}
            {...bind.register('referral_code')}
          />
          <p className="mt-1 text-sm text-muted">
            A code the buyer was given: the order is priced with it and takes one of its uses.
          </p>
        </div>
      </Panel>
    </PaidOrderForm>
  );
}
