import type { CartQuote } from '../../../domain/cart-quote.ts';
import { GST_RATE_PERCENT } from '../../../domain/gst/tax-split.ts';
import { formatPaise } from '../../../domain/money.ts';
import { Amounts, type AmountLine } from '../../components/amounts.tsx';

/** A quote's figures as the server priced them, with the code it applied. */
export type Totals = Pick<CartQuote, 'original_paise' | 'discount_paise' | 'total_paise'> & {
  offer: Pick<NonNullable<CartQuote['offer']>, 'code' | 'label'> | null;
};

/**
 * Original amount, the code's discount and the total, as the server computes them; prices
 * include GST, and the total says so.
 */
export function OrderTotals({ quote }: { quote: Totals }) {
  const { offer } = quote;
  const lines: AmountLine[] = [
    { label: 'Original amount', amount: formatPaise(quote.original_paise) },
  ];
  if (offer) {
    lines.push({
      label: `Referral discount (${offer.code}, ${offer.label})`,
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
