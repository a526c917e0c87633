import { formatRupees } from '../../../domain/catalogue/plans.ts';
import type { Quote } from '../../../domain/pricing.ts';
import type { Referral } from '../../../domain/referrals.ts';
import { GST_RATE_PERCENT } from '../../../domain/gst/tax-split.ts';
import { Amounts, type AmountLine } from '../../components/amounts.tsx';

/** A quote's figures, or an order's as the server placed it. */
export type Totals = Pick<Quote, 'original_amount' | 'discount_amount' | 'total'> & {
  referral: Pick<Referral, 'code' | 'discount'> | undefined;
};

/**
 * Original amount, the referral discount and the total, as the server computes them; prices
 * include GST, and the total says so.
 */
export function OrderTotals({ quote }: { quote: Totals }) {
  const { referral } = quote;
  const lines: AmountLine[] = [
    { label: 'Original amount', amount: formatRupees(quote.original_amount) },
  ];
  if (referral) {
    lines.push({
      label: `Referral discount (${referral.code}, ${Math.round(referral.discount * 100)}%)`,
      amount: `−${formatRupees(quote.discount_amount)}`,
      saving: true,
    });
  }
  return (
    <div>
      <Amounts lines={lines} total={formatRupees(quote.total)} />
      <p className="mt-1 text-right text-xs text-muted">incl. {GST_RATE_PERCENT}% GST</p>
    </div>
  );
}
