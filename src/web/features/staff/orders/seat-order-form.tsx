import { useWatch, type UseFormReturn } from 'react-hook-form';
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
import { SelectField, TextAreaField } from '../../../components/form-field.tsx';
import { Panel } from '../layout/staff-page.tsx';
import { programSlugChoices } from '../list/program-choices.ts';
import { BusinessFields, BuyerFields } from './buyer-fields.tsx';
import { PLAN_CHOICES } from './manual-order-lines.tsx';
import { PaidOrderForm } from './paid-order-form.tsx';
import { paidOrderDefaults, usePaidOrderForm } from './use-paid-order-form.ts';

/** What the new order's route is asked to do for seats. */
export type SeatOrderChange = { seats: SeatOrderRequest };

type SeatOrderForm = UseFormReturn<SeatOrderInput, unknown, SeatOrderRequest>;

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
  const { form, bind, sending } = usePaidOrderForm<
    SeatOrderInput,
    SeatOrderRequest,
    SeatOrderChange
  >({
    schema: seatOrderSchema,
    defaultValues: { ...paidOrderDefaults(), program: '', plan: '', learners: '' },
    ownFields: ['program', 'plan', 'learners'],
    change: (seats) => ({ seats }),
  });

  return (
    <PaidOrderForm
      label="New order of seats"
      submitLabel="Create paid order of seats"
      bind={bind}
      sending={sending}
    >
      <Panel title="Company">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <BusinessFields bind={bind} companyLabel="Company's legal name" companyRequired />
          <BuyerFields
            bind={bind}
            nameLabel="Billing contact's name"
            emailLabel="Billing contact's email"
          />
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
            error={bind.error('program')}
            {...bind.register('program')}
          />
          <SelectField
            label="Plan"
            placeholder="Choose a plan"
            options={PLAN_CHOICES}
            error={bind.error('plan')}
            {...bind.register('plan')}
          />
          <div className="md:col-span-2">
            <TextAreaField
              label="Learners' email addresses, one a line"
              rows={6}
              required
              autoComplete="off"
              spellCheck={false}
              error={bind.error('learners')}
              {...bind.register('learners')}
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
    </PaidOrderForm>
  );
}
