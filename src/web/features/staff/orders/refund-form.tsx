import { useId } from 'react';
import { useController, useForm } from 'react-hook-form';
import { formatPaise, parseRupees } from '../../../../domain/money.ts';
import { reasonField, REASON_MAX } from '../../../../domain/order-states.ts';
import type { StaffOrderDetail } from '../../../../domain/staff/orders.ts';
import {
  lineName,
  refundChangeWords,
  refundTooLargeMessage,
} from '../../../../domain/staff/refund-lines.ts';
import { z } from '../../../../domain/zod.ts';
import { Button } from '../../../components/button.tsx';
import { TextAreaField, TextField } from '../../../components/form-field.tsx';
import { INITIAL_FOCUS } from '../../../components/modal-dialog.tsx';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import type { FieldFailure, TransitionFormProps } from './transition-forms.tsx';

type Line = StaffOrderDetail['items'][number];

const fieldFailure = (failure: FieldFailure | null, field: string) =>
  failure?.field === field ? failure.message : undefined;

/** What was paid for the chosen lines: the most their refund can be. */
const paidFor = (lines: Line[], ids: number[]) =>
  lines.filter((line) => ids.includes(line.id)).reduce((sum, line) => sum + line.paid_paise, 0);

/** Paise as a person types rupees: '8998.97', '9999'. */
const rupeesText = (paise: number) =>
  paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);

/** 'Access to Python (Pro Plan) ends. Java (Basic Plan) stays.' for the lines chosen. */
export function accessChangeOf(lines: Line[], ids: number[]): string {
  return refundChangeWords(
    lines.filter((line) => ids.includes(line.id)),
    lines.filter((line) => !ids.includes(line.id)),
  );
}

/** The lines chosen, and rupees as typed, checked as the server will. */
const refundSchema = (lines: Line[]) =>
  z
    .object({
      lines: z.array(z.number()).min(1, { error: 'Choose the programs refunded.' }),
      amount: z.string().transform((text, ctx) => {
        const paise = parseRupees(text);
        if (paise === undefined) {
          ctx.addIssue({
            code: 'custom',
            message: 'Enter the amount in rupees, like 4999 or 2499.50.',
          });
          return z.NEVER;
        }
        if (paise === 0) {
          ctx.addIssue({ code: 'custom', message: 'The refund must be more than zero.' });
          return z.NEVER;
        }
        return paise;
      }),
      reason: reasonField,
    })
    .superRefine((value, ctx) => {
      const most = paidFor(lines, value.lines);
      if (value.amount > most) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: refundTooLargeMessage(most) });
      }
    });
type RefundSchema = ReturnType<typeof refundSchema>;

/**
 * A refund of some lines of a paid order: only their access ends. Ticking a line fills in what
 * was paid for the lines ticked, which staff may lower; an order of one line starts ticked.
 */
export function RefundForm({ order, failure, onReview }: TransitionFormProps) {
  const lines = order.items.filter((line) => !line.refunded);
  const form = useForm<z.input<RefundSchema>, unknown, z.output<RefundSchema>>({
    resolver: zodResolver(refundSchema(lines)),
    defaultValues: {
      lines: lines.length === 1 ? [lines[0]!.id] : [],
      amount: lines.length === 1 ? rupeesText(lines[0]!.paid_paise) : '',
      reason: '',
    },
  });
  const { errors, isSubmitted } = form.formState;
  const chosen = useController({ control: form.control, name: 'lines' });
  const ticked = chosen.field.value;
  const linesError = errors.lines?.message ?? fieldFailure(failure, 'lines');
  const linesErrorId = useId();

  const tick = (id: number, on: boolean) => {
    const next = lines.map((line) => line.id).filter((l) => (l === id ? on : ticked.includes(l)));
    chosen.field.onChange(next);
    const paid = paidFor(lines, next);
    form.setValue('amount', paid > 0 ? rupeesText(paid) : '', { shouldValidate: isSubmitted });
  };

  const submit = form.handleSubmit(({ lines: ids, amount, reason }) =>
    onReview(
      { to: 'refunded', version: order.version, amount_paise: amount, reason, lines: ids },
      <>
        Record a refund of <strong>{formatPaise(amount)}</strong> for order {order.number}?{' '}
        {accessChangeOf(lines, ids)} Reason: <q>{reason}</q>
      </>,
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-semibold text-ink">Programs refunded</legend>
        {lines.map((line, i) => (
          <label
            key={line.id}
            className="flex min-h-6 cursor-pointer items-start gap-3 rounded-control border border-line px-3 py-2.5"
          >
            <input
              type="checkbox"
              name="lines"
              value={line.id}
              checked={ticked.includes(line.id)}
              onChange={(event) => tick(line.id, event.target.checked)}
              onBlur={chosen.field.onBlur}
              aria-invalid={linesError ? true : undefined}
              aria-describedby={linesError ? linesErrorId : undefined}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
              {...(i === 0 ? INITIAL_FOCUS : {})}
            />
            <span className="flex grow flex-wrap justify-between gap-x-4">
              <span className="font-semibold text-ink">{lineName(line)}</span>
              <span className="text-muted tabular-nums">{formatPaise(line.paid_paise)} paid</span>
            </span>
          </label>
        ))}
        {linesError ? (
          <p id={linesErrorId} className="text-sm text-danger-700">
            {linesError}
          </p>
        ) : null}
      </fieldset>
      <p aria-live="polite" className="-mt-1 text-sm font-semibold text-ink">
        {ticked.length > 0
          ? accessChangeOf(lines, ticked)
          : 'Tick the programs refunded: only their access ends.'}
      </p>
      <TextField
        label="Amount refunded, in rupees"
        inputMode="decimal"
        autoComplete="off"
        error={errors.amount?.message ?? fieldFailure(failure, 'amount_paise')}
        {...form.register('amount')}
      />
      <TextAreaField
        label="Why is it refunded?"
        maxLength={REASON_MAX}
        rows={3}
        error={errors.reason?.message ?? fieldFailure(failure, 'reason')}
        {...form.register('reason')}
      />
      <p className="-mt-2 text-sm text-muted">
        This records a refund already sent to the learner; it does not send money.
      </p>
      <Button type="submit" className="self-end">
        Continue
      </Button>
    </form>
  );
}
