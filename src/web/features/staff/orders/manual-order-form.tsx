import { useEffect } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { istDay } from '../../../../domain/india-time.ts';
import {
  manualOrderSchema,
  type ManualOrderInput,
  type ManualOrderRequest,
} from '../../../../domain/staff/manual-order.ts';
import { Button } from '../../../components/button.tsx';
import {
  EmailField,
  PhoneField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../components/form-field.tsx';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { FormAnswer } from '../cohorts/form-parts.tsx';
import type { Answer } from '../data/answer.ts';
import { useRouteChange } from '../data/use-route-change.ts';
import { Panel } from '../layout/staff-page.tsx';
import { emptyLine, ManualOrderLines, type ManualOrderForm } from './manual-order-lines.tsx';
import { PaymentFields, STATE_CHOICES } from './payment-fields.tsx';

/** What the new order's route is asked to do. */
export type ManualOrderChange = { order: ManualOrderRequest };

const FIELDS = new Set<string>([
  'name',
  'email',
  'phone',
  'address',
  'state',
  'company',
  'buyer_gstin',
  'lines',
  'referral_code',
  'reference',
  'received_on',
]);

/** The server's refusal beside the field it names too, where the person will look. */
function useRefusalOnField(form: ManualOrderForm, answer: Answer | undefined) {
  useEffect(() => {
    if (answer && !answer.ok && answer.field && FIELDS.has(answer.field)) {
      form.setError(answer.field as FieldPath<ManualOrderInput>, { message: answer.error });
    }
  }, [answer, form]);
}

/**
 * An order for money that came outside checkout: the buyer, the programs and the payment. The
 * server prices it from the catalogue, marks it paid, invoices and enrols; its page then opens.
 */
export function ManualOrderFormScreen() {
  const form: ManualOrderForm = useForm<ManualOrderInput, unknown, ManualOrderRequest>({
    resolver: zodResolver(manualOrderSchema),
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      address: '',
      state: '',
      company: '',
      buyer_gstin: '',
      lines: [emptyLine],
      referral_code: '',
      payment_method: 'bank_transfer',
      reference: '',
      received_on: istDay(new Date()),
    },
  });
  const create = useRouteChange<ManualOrderChange>();
  useRefusalOnField(form, create.answer);
  const error = (name: FieldPath<ManualOrderInput>) =>
    form.getFieldState(name, form.formState).error?.message;
  const field = { onChange: create.forget };
  const submit = form.handleSubmit((order) => {
    void create.send({ order });
  });

  return (
    <form noValidate onSubmit={submit} aria-label="New order" className="flex flex-col gap-6">
      <Panel title="Buyer">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <TextField
            label="Name"
            autoComplete="off"
            required
            error={error('name')}
            {...form.register('name', field)}
          />
          <EmailField
            autoComplete="off"
            error={error('email')}
            {...form.register('email', field)}
          />
          <PhoneField
            autoComplete="off"
            error={error('phone')}
            {...form.register('phone', field)}
          />
          <SelectField
            label="State"
            placeholder="Choose the state"
            options={STATE_CHOICES}
            error={error('state')}
            {...form.register('state', field)}
          />
          <div className="md:col-span-2">
            <TextAreaField
              label="Address"
              rows={3}
              required
              error={error('address')}
              {...form.register('address', field)}
            />
          </div>
          <TextField
            label="Company's legal name (with a GSTIN)"
            autoComplete="off"
            error={error('company')}
            {...form.register('company', field)}
          />
          <TextField
            label="GSTIN (optional)"
            autoComplete="off"
            maxLength={20}
            className="uppercase"
            error={error('buyer_gstin')}
            {...form.register('buyer_gstin', field)}
          />
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
            error={error('referral_code')}
            {...form.register('referral_code', field)}
          />
          <p className="mt-1 text-sm text-muted">
            A code the buyer was given: the order is priced with it and takes one of its uses.
          </p>
        </div>
      </Panel>
      <Panel title="Payment">
        <PaymentFields
          fields={{
            payment_method: form.register('payment_method', field),
            reference: form.register('reference', field),
            received_on: form.register('received_on', field),
          }}
          errors={{
            payment_method: error('payment_method'),
            reference: error('reference'),
            received_on: error('received_on'),
          }}
        />
      </Panel>
      <FormAnswer answer={create.answer} />
      <Button type="submit" disabled={create.busy} className="self-start">
        {create.busy ? 'Creating...' : 'Create paid order'}
      </Button>
    </form>
  );
}
