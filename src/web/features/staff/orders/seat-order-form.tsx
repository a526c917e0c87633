import { useEffect } from 'react';
import { useForm, useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { istDay } from '../../../../domain/india-time.ts';
import { formatPaise } from '../../../../domain/money.ts';
import { gstWithin } from '../../../../domain/staff/manual-order.ts';
import {
  SEATS_MAX,
  SEATS_MIN,
  quoteSeats,
  seatOrderSchema,
  splitAddresses,
  type SeatOrderInput,
  type SeatOrderRequest,
} from '../../../../domain/staff/seat-order.ts';
import { Button } from '../../../components/button.tsx';
import {
  EMAIL_INPUT,
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
import { programSlugChoices } from '../list/program-choices.ts';
import { PLAN_CHOICES } from './manual-order-lines.tsx';
import { PaymentFields, STATE_CHOICES } from './payment-fields.tsx';

/** What the new order's route is asked to do for seats. */
export type SeatOrderChange = { seats: SeatOrderRequest };

type SeatOrderForm = UseFormReturn<SeatOrderInput, unknown, SeatOrderRequest>;

const FIELDS = new Set<string>([
  'name',
  'email',
  'phone',
  'address',
  'state',
  'company',
  'buyer_gstin',
  'program',
  'plan',
  'learners',
  'reference',
  'received_on',
]);

/** The server's refusal beside the field it names too, where the person will look. */
function useRefusalOnField(form: SeatOrderForm, answer: Answer | undefined) {
  useEffect(() => {
    if (answer && !answer.ok && answer.field && FIELDS.has(answer.field)) {
      form.setError(answer.field as FieldPath<SeatOrderInput>, { message: answer.error });
    }
  }, [answer, form]);
}

/** How many addresses the box holds, and what that many seats cost, priced as the server will. */
function SeatsTotal({ form }: { form: SeatOrderForm }) {
  const [program, plan, learners] = useWatch({
    control: form.control,
    name: ['program', 'plan', 'learners'],
  });
  const seats = typeof learners === 'string' ? splitAddresses(learners).length : learners.length;
  if (!program || !plan) return <p className="text-muted">Choose a program and a plan.</p>;
  const quoted = quoteSeats({ program, plan }, seats);
  if (!quoted.ok) return <p className="font-semibold text-danger-700">{quoted.error}</p>;
  const each = formatPaise(seats > 0 ? quoted.quote.total_paise / seats : 0);
  return (
    <p className="text-lg text-ink" aria-live="polite">
      {seats} {seats === 1 ? 'seat' : 'seats'} at {each}:{' '}
      <strong>{formatPaise(quoted.quote.total_paise)}</strong>{' '}
      <span className="text-base text-muted">
        including {formatPaise(gstWithin(quoted.quote))} GST
      </span>
    </p>
  );
}

/**
 * Seats of one program that a company paid for outside checkout: the company and its billing
 * contact, the program and plan, one learner's address for each seat, and the payment. The
 * server prices it, invoices the company and mails each learner a link to take their seat; the
 * order's page then opens.
 */
export function SeatOrderFormScreen() {
  const form: SeatOrderForm = useForm<SeatOrderInput, unknown, SeatOrderRequest>({
    resolver: zodResolver(seatOrderSchema),
    defaultValues: {
      company: '',
      buyer_gstin: '',
      name: '',
      email: '',
      phone: '',
      state: '',
      address: '',
      program: '',
      plan: '',
      learners: '',
      payment_method: 'bank_transfer',
      reference: '',
      received_on: istDay(new Date()),
    },
  });
  const create = useRouteChange<SeatOrderChange>();
  useRefusalOnField(form, create.answer);
  const error = (name: FieldPath<SeatOrderInput>) =>
    form.getFieldState(name, form.formState).error?.message;
  const field = { onChange: create.forget };
  const submit = form.handleSubmit((seats) => {
    void create.send({ seats });
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="New order of seats"
      className="flex flex-col gap-6"
    >
      <Panel title="Company">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <TextField
            label="Company's legal name"
            autoComplete="off"
            required
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
          <TextField
            label="Billing contact's name"
            autoComplete="off"
            required
            error={error('name')}
            {...form.register('name', field)}
          />
          <TextField
            label="Billing contact's email"
            {...EMAIL_INPUT}
            autoComplete="off"
            required
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
        </div>
        <p className="mt-3 text-sm text-muted">
          The email is the billing contact’s account on the site, with its address confirmed: the
          order and its invoice, made out to the company, go to it.
        </p>
      </Panel>
      <Panel title="Seats">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <SelectField
            label="Program"
            placeholder="Choose a program"
            options={programSlugChoices()}
            error={error('program')}
            {...form.register('program', field)}
          />
          <SelectField
            label="Plan"
            placeholder="Choose a plan"
            options={PLAN_CHOICES}
            error={error('plan')}
            {...form.register('plan', field)}
          />
          <div className="md:col-span-2">
            <TextAreaField
              label="Learners' email addresses, one a line"
              rows={6}
              required
              autoComplete="off"
              spellCheck={false}
              error={error('learners')}
              {...form.register('learners', field)}
            />
            <p className="mt-1 text-sm text-muted">
              One seat for each address: {SEATS_MIN} to {SEATS_MAX}. Each learner is emailed a link,
              and only an account that confirmed that address can take the seat; they join the
              program’s next cohort with a free seat.
            </p>
          </div>
        </div>
        <div className="mt-4">
          <SeatsTotal form={form} />
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
        {create.busy ? 'Creating...' : 'Create paid order of seats'}
      </Button>
    </form>
  );
}
