import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { formatPaise } from '../../../../domain/money.ts';
import { reasonField, REASON_MAX, utrField } from '../../../../domain/order-states.ts';
import {
  ORDER_NOTE_MAX,
  internalNoteField,
  type OrderTransitionRequest,
  type StaffOrderDetail,
} from '../../../../domain/staff/orders.ts';
import { z } from '../../../../domain/zod.ts';
import { Button } from '../../../components/button.tsx';
import { TextAreaField, TextField } from '../../../components/form-field.tsx';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { INITIAL_FOCUS } from '../../../components/modal-dialog.tsx';

/** A refusal from the server that names the field it is about. */
export interface FieldFailure {
  field: string | undefined;
  message: string;
}

export interface TransitionFormProps {
  order: StaffOrderDetail;
  failure: FieldFailure | null;
  /** The checked request, and the sentence that asks to confirm it. */
  onReview: (request: OrderTransitionRequest, summary: ReactNode) => void;
}

const fieldFailure = (failure: FieldFailure | null, field: string) =>
  failure?.field === field ? failure.message : undefined;

const paidSchema = z.object({ utr: utrField });

/** The UTR on the bank statement; the learner's own report fills it in to be checked. */
export function MarkPaidForm({ order, failure, onReview }: TransitionFormProps) {
  const form = useForm<z.input<typeof paidSchema>, unknown, z.output<typeof paidSchema>>({
    resolver: zodResolver(paidSchema),
    defaultValues: { utr: order.reported_utr ?? '' },
  });
  const submit = form.handleSubmit(({ utr }) =>
    onReview(
      { to: 'paid', version: order.version, utr },
      <>
        Mark order {order.number} ({formatPaise(order.total_paise)}) as paid with UPI reference{' '}
        <strong className="font-mono">{utr}</strong>?
      </>,
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label="UPI reference (UTR) on the bank statement"
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        error={form.formState.errors.utr?.message ?? fieldFailure(failure, 'utr')}
        {...INITIAL_FOCUS}
        {...form.register('utr')}
      />
      <p className="-mt-2 text-sm text-muted">
        {order.reported_utr
          ? 'Filled in from the learner’s report: check it against the statement.'
          : 'The learner has not reported a reference: copy it from the statement.'}
      </p>
      <Button type="submit" className="self-end">
        Continue
      </Button>
    </form>
  );
}

const cancelSchema = z.object({
  reason: reasonField,
  internal_note: internalNoteField,
});

/** The reason goes to the learner; the internal note stays with staff. */
export function CancelOrderForm({ order, failure, onReview }: TransitionFormProps) {
  const form = useForm<z.input<typeof cancelSchema>, unknown, z.output<typeof cancelSchema>>({
    resolver: zodResolver(cancelSchema),
    defaultValues: { reason: '', internal_note: '' },
  });
  const submit = form.handleSubmit(({ reason, internal_note }) =>
    onReview(
      {
        to: 'cancelled',
        version: order.version,
        reason,
        ...(internal_note ? { internal_note } : {}),
      },
      <>
        Cancel order {order.number}? The learner is told: <q>{reason}</q>
        {internal_note ? ' Your internal note is kept on the order, not mailed.' : null}
      </>,
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextAreaField
        label="Reason the learner is told"
        maxLength={REASON_MAX}
        rows={3}
        error={form.formState.errors.reason?.message ?? fieldFailure(failure, 'reason')}
        {...INITIAL_FOCUS}
        {...form.register('reason')}
      />
      <p className="-mt-2 text-sm text-muted">It is in the cancellation email, word for word.</p>
      <TextAreaField
        label="Internal note (optional; only staff see it)"
        maxLength={ORDER_NOTE_MAX}
        rows={2}
        error={
          form.formState.errors.internal_note?.message ?? fieldFailure(failure, 'internal_note')
        }
        {...form.register('internal_note')}
      />
      <Button type="submit" className="self-end">
        Continue
      </Button>
    </form>
  );
}
