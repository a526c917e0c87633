import type { Quote } from '../../../domain/pricing.ts';
import type { Referral } from '../../../domain/referrals.ts';
import { GST_RATE_PERCENT } from '../../../domain/gst/tax-split.ts';
import { formatPaise } from '../../../domain/money.ts';
import { Amounts, type AmountLine } from '../../components/amounts.tsx';

/** A quote's figures, or an order's as the server placed it. */
export type Totals = Pick<Quote, 'original_paise' | 'discount_paise' | 'total_paise'> & {
  referral: Pick<Referral, 'code' | 'discount'> | undefined;
};

/**
 * Original amount, the referral discount and the total, as the server computes them; prices
 * include GST, and the total says so.
 */
export function OrderTotals({ quote }: { quote: Totals }) {
  const { referral } = quote;
  const lines: AmountLine[] = [
    { label: 'Original amount', amount: formatPaise(quote.original_paise) },
  ];
  if (referral) {
    lines.push({
      label: `Referral discount (${referral.code}, ${Math.round(referral.discount * 100)}%)`,
      amount: `−${formatPaise(quote.discount_paise)}`,
      saving: true,
    });
  }
  return (
    <div>
      <Amounts lines={lines} total={formatPaise(quote.total_paise)} />
      <p className="mt-1 text-right text-xs text-muted">incl. {GST_RATE_PERCENT}% GST</p>
    </div>
  );
}
