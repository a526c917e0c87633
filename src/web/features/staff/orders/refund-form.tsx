import { useId } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { formatPaise, parseRupees } from '../../../../domain/money.ts';
import { reasonField, REASON_MAX } from '../../../../domain/order-states.ts';
import { amountTooLargeMessage } from '../../../../domain/refund-plan.ts';
import {
  ORDER_NOTE_MAX,
  internalNoteField,
  type StaffOrderDetail,
} from '../../../../domain/staff/orders.ts';
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
type Kind = 'lines' | 'amount';

const fieldFailure = (failure: FieldFailure | null, field: string) =>
  failure?.field === field ? failure.message : undefined;

/** What is left to refund of a line: what was paid for it, less refunds so far. */
const leftOf = (line: Line) => Math.max(0, line.paid_paise - line.refunded_paise);

/** What is left of the chosen lines: the most their refund can be. */
const leftFor = (lines: Line[], ids: number[]) =>
  lines.filter((line) => ids.includes(line.id)).reduce((sum, line) => sum + leftOf(line), 0);

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

/** The kind of refund, the lines chosen and rupees as typed, checked as the server will. */
const refundSchema = (lines: Line[], orderLeft: number) =>
  z
    .object({
      kind: z.enum(['lines', 'amount']),
      lines: z.array(z.number()),
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
      internal_note: internalNoteField,
    })
    // Said with the other fields' problems, not only once they are right.
    .refine((value) => value.kind === 'amount' || value.lines.length > 0, {
      path: ['lines'],
      message: 'Choose the programs refunded.',
      when: ({ issues }) =>
        issues.every((issue) => !['kind', 'lines'].includes(String(issue.path?.[0]))),
    })
    .superRefine((value, ctx) => {
      const most = value.kind === 'lines' ? leftFor(lines, value.lines) : orderLeft;
      if (value.amount > most) {
        ctx.addIssue({
          code: 'custom',
          path: ['amount'],
          message:
            value.kind === 'lines' ? refundTooLargeMessage(most) : amountTooLargeMessage(most),
        });
      }
    });
type RefundSchema = ReturnType<typeof refundSchema>;

/**
 * A refund of a paid order, one of as many as it takes: of some programs, whose access ends
 * (ticking one fills in what is left of it, which staff may lower), or of an amount only
 * (goodwill, part of a fee), which leaves every access as it is. The reason is mailed to the
 * learner; the internal note stays among staff's notes.
 */
export function RefundForm({ order, failure, onReview }: TransitionFormProps) {
  const lines = order.items.filter((line) => !line.refunded);
  const orderLeft = order.items.reduce((sum, line) => sum + leftOf(line), 0);
  const form = useForm<z.input<RefundSchema>, unknown, z.output<RefundSchema>>({
    resolver: zodResolver(refundSchema(lines, orderLeft)),
    defaultValues: {
      kind: 'lines',
      lines: lines.length === 1 ? [lines[0]!.id] : [],
      amount: lines.length === 1 ? rupeesText(leftOf(lines[0]!)) : '',
      reason: '',
      internal_note: '',
    },
  });
  const { errors, isSubmitted } = form.formState;
  const chosen = useController({ control: form.control, name: 'lines' });
  const kind = useWatch({ control: form.control, name: 'kind' }) as Kind;
  const ticked = chosen.field.value;
  const linesError = errors.lines?.message ?? fieldFailure(failure, 'lines');
  const linesErrorId = useId();

  const tick = (id: number, on: boolean) => {
    const next = lines.map((line) => line.id).filter((l) => (l === id ? on : ticked.includes(l)));
    chosen.field.onChange(next);
    const left = leftFor(lines, next);
    form.setValue('amount', left > 0 ? rupeesText(left) : '', { shouldValidate: isSubmitted });
  };

  const submit = form.handleSubmit(({ kind, lines: ids, amount, reason, internal_note }) =>
    onReview(
      {
        to: 'refunded',
        version: order.version,
        amount_paise: amount,
        reason,
        lines: kind === 'lines' ? ids : [],
        ...(internal_note ? { internal_note } : {}),
      },
      <>
        Record a refund of <strong>{formatPaise(amount)}</strong> for order {order.number}?{' '}
        {kind === 'lines' ? accessChangeOf(lines, ids) : 'Every program stays with the learner.'}{' '}
        The learner is told: <q>{reason}</q>
        {internal_note ? ' Your internal note is kept on the order, not mailed.' : null}
      </>,
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-semibold text-ink">What is refunded?</legend>
        {(
          [
            ['lines', 'Programs', 'Their access ends.'],
            ['amount', 'An amount only', 'Goodwill or part of a fee: every access stays.'],
          ] as const
        ).map(([value, label, hint], i) => (
          <label key={value} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              value={value}
              className="mt-0.5 size-4 accent-brand-700"
              {...(i === 0 ? INITIAL_FOCUS : {})}
              {...form.register('kind')}
            />
            <span>
              <span className="font-semibold text-ink">{label}</span>{' '}
              <span className="text-muted">{hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {kind === 'lines' ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-semibold text-ink">Programs refunded</legend>
          {lines.map((line) => (
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
              />
              <span className="flex grow flex-wrap justify-between gap-x-4">
                <span className="font-semibold text-ink">{lineName(line)}</span>
                <span className="text-muted tabular-nums">
                  {formatPaise(line.paid_paise)} paid
                  {line.refunded_paise > 0
                    ? `, ${formatPaise(line.refunded_paise)} refunded`
                    : null}
                </span>
              </span>
            </label>
          ))}
          {linesError ? (
            <p id={linesErrorId} className="text-sm text-danger-700">
              {linesError}
            </p>
          ) : null}
          <p aria-live="polite" className="mt-1 text-sm font-semibold text-ink">
            {ticked.length > 0
              ? accessChangeOf(lines, ticked)
              : 'Tick the programs refunded: only their access ends.'}
          </p>
        </fieldset>
      ) : (
        <p className="text-sm font-semibold text-ink">
          Up to {formatPaise(orderLeft)} is left to refund. Every program stays with the learner.
        </p>
      )}
      <TextField
        label="Amount refunded, in rupees"
        inputMode="decimal"
        autoComplete="off"
        error={errors.amount?.message ?? fieldFailure(failure, 'amount_paise')}
        {...form.register('amount')}
      />
      <TextAreaField
        label="Reason the learner is told"
        maxLength={REASON_MAX}
        rows={3}
        error={errors.reason?.message ?? fieldFailure(failure, 'reason')}
        {...form.register('reason')}
      />
      <TextAreaField
        label="Internal note (optional; only staff see it)"
        maxLength={ORDER_NOTE_MAX}
        rows={2}
        error={errors.internal_note?.message ?? fieldFailure(failure, 'internal_note')}
        {...form.register('internal_note')}
      />
      <p className="-mt-2 text-sm text-muted">
        This records a refund already sent to the learner; it does not send money. Each refund
        issues its own credit note.
      </p>
      <Button type="submit" className="self-end">
        Continue
      </Button>
    </form>
  );
}
