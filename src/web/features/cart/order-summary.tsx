import { formatRupees } from '../../../domain/catalogue/plans.ts';
import type { Quote } from '../../../domain/pricing.ts';
import type { Referral } from '../../../domain/referrals.ts';

/** A quote's figures, or an order's as the server placed it. */
export type Totals = Pick<Quote, 'original_amount' | 'discount_amount' | 'total'> & {
  referral: Pick<Referral, 'code' | 'discount'> | undefined;
};

/** Original amount, the referral discount and the total, as the server computes them. */
export function OrderTotals({ quote }: { quote: Totals }) {
  return (
    <dl className="space-y-2 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-muted">Original amount</dt>
        <dd className="font-medium whitespace-nowrap text-ink">
          {formatRupees(quote.original_amount)}
        </dd>
      </div>
      {quote.referral ? (
        <div className="flex justify-between gap-4">
          <dt className="text-muted">
            Referral discount ({quote.referral.code}, {Math.round(quote.referral.discount * 100)}%)
          </dt>
          <dd className="font-medium whitespace-nowrap text-success-700">
            −{formatRupees(quote.discount_amount)}
          </dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4 border-t border-line pt-3 text-base">
        <dt className="font-bold text-ink">Total</dt>
        <dd className="font-extrabold text-brand-950" data-testid="order-total">
          {formatRupees(quote.total)}
        </dd>
      </div>
    </dl>
  );
}
