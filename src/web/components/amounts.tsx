import { cn } from '../lib/cn.ts';

export interface AmountLine {
  label: string;
  /** Already written as people read it: '₹4,999', '−₹500'. */
  amount: string;
  /** A saving is shown in the success colour where the learner is still choosing. */
  saving?: boolean;
}

/** Amounts above a ruled total: a cart's or an order's original amount, discount and total. */
export function Amounts({ lines, total }: { lines: readonly AmountLine[]; total: string }) {
  return (
    <dl className="space-y-2 text-sm">
      {lines.map((line) => (
        <div key={line.label} className="flex justify-between gap-4">
          <dt className="text-muted">{line.label}</dt>
          <dd
            className={cn(
              'font-medium whitespace-nowrap',
              line.saving ? 'text-success-700' : 'text-ink',
            )}
          >
            {line.amount}
          </dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-line pt-3 text-base">
        <dt className="font-bold text-ink">Total</dt>
        <dd className="font-extrabold text-brand-950" data-testid="order-total">
          {total}
        </dd>
      </div>
    </dl>
  );
}
