import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatRupees } from '../../domain/catalogue/plans.ts';
import type { CheckoutDetails, Order, PlacedOrder } from '../../domain/checkout.ts';
import type { Quote } from '../../domain/pricing.ts';
import { failureMessage } from '../api/client.ts';
import { Alert } from '../components/alert.tsx';
import { buttonClass } from '../components/button.tsx';
import { CartLines } from '../features/cart/cart-lines.tsx';
import { clearCart, type CartItem } from '../features/cart/cart-storage.ts';
import { OrderTotals } from '../features/cart/order-summary.tsx';
import { useCartQuote } from '../features/cart/use-cart-quote.ts';
import { placeOrder, reportPayment } from '../features/checkout/checkout-api.ts';
import { checkoutKeyFor, forgetCheckoutKey } from '../features/checkout/checkout-key.ts';
import { DetailsForm } from '../features/checkout/details-form.tsx';
import { PaymentStep } from '../features/checkout/payment-step.tsx';
import { useSignedInSession } from '../features/profile/use-signed-in-session.ts';
import { pageMeta } from '../lib/meta.ts';

export const meta = () => pageMeta('Checkout', 'Place your order and pay by UPI.');

/** SPEC §9: an empty cart sends the user back to it after this long. */
const EMPTY_CART_REDIRECT_MS = 1000;

/** The figures the spec's checkout sends, which the server checks against its own. */
function figures(items: CartItem[], quote: Quote, referralCode: string | undefined) {
  return {
    cart: items.map((item, i) => ({ ...item, plan_amount: quote.lines[i]!.plan_amount })),
    total: quote.total,
    original_amount: quote.original_amount,
    discount_amount: quote.discount_amount,
    referral_code: referralCode,
  };
}

function ThankYou({ order, email }: { order: Order; email: string }) {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center rounded-card border border-line bg-white px-6 py-12 text-center shadow-card">
      <CheckCircle2 aria-hidden className="size-12 text-success-700" />
      <h2 className="mt-4 text-3xl font-extrabold text-brand-950">Thank you!</h2>
      <p className="mt-3 text-ink">
        Your order number is <strong data-testid="order-number">{order.number}</strong>.
      </p>
      <p className="mt-2 text-muted">
        We have emailed a confirmation to {email}. Our team will check your payment of{' '}
        {formatRupees(order.total)} and give you access within one working day.
      </p>
      <Link to="/profile" className={`${buttonClass.secondary} mt-6`}>
        See my orders
      </Link>
    </section>
  );
}

export default function Checkout() {
  const navigate = useNavigate();
  const session = useSignedInSession();
  const profile = session.status === 'signed-in' ? session.profile : undefined;
  const { items, referralCode, quote } = useCartQuote(profile?.id);
  const [placed, setPlaced] = useState<{ order: PlacedOrder; buyer: CheckoutDetails } | null>(null);
  const [done, setDone] = useState<{ order: Order; email: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emptyCart = profile !== undefined && items.length === 0 && !placed && !done;

  useEffect(() => {
    if (!emptyCart) return;
    const timer = setTimeout(() => void navigate('/addcart'), EMPTY_CART_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [emptyCart, navigate]);

  if (!profile) return <p className="mx-auto max-w-5xl px-4 py-16 text-muted">Loading...</p>;

  const place = async (details: CheckoutDetails) => {
    if (!quote.ok) return;
    setFailure(null);
    const result = await placeOrder({
      ...details,
      ...figures(items, quote.quote, referralCode),
      idempotency_key: checkoutKeyFor(profile.id, items, referralCode),
    });
    if (result.ok) setPlaced({ order: result.data, buyer: details });
    else setFailure(failureMessage(result, 'The order could not be placed.', 'Network error.'));
  };

  const paid = async ({ name, email }: CheckoutDetails) => {
    if (!quote.ok) return;
    setBusy(true);
    setFailure(null);
    const result = await reportPayment({
      name,
      email,
      ...figures(items, quote.quote, referralCode),
      idempotency_key: checkoutKeyFor(profile.id, items, referralCode),
    });
    setBusy(false);
    if (!result.ok) {
      setFailure(failureMessage(result, 'The payment could not be confirmed.', 'Network error.'));
      return;
    }
    setDone({ order: result.data.order, email });
    setPlaced(null);
    forgetCheckoutKey(profile.id);
    clearCart(profile.id);
  };

  return (
    <div className="bg-surface px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-5xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-950">Checkout</h1>
        {done ? (
          <div className="mt-8">
            <ThankYou order={done.order} email={done.email} />
          </div>
        ) : emptyCart ? (
          <div className="mt-6 max-w-md">
            <Alert tone="error">No items in cart</Alert>
          </div>
        ) : !quote.ok ? (
          <div className="mt-6 max-w-md">
            <Alert tone="error">{quote.error}</Alert>
          </div>
        ) : (
          <div className="mt-8 grid grid-cols-[minmax(0,1fr)] items-start gap-6 md:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6">
              {placed ? (
                <PaymentStep
                  placed={placed.order}
                  busy={busy}
                  failure={failure}
                  onPaid={() => void paid(placed.buyer)}
                />
              ) : (
                <DetailsForm profile={profile} failure={failure} onSubmit={place} />
              )}
            </div>
            <section
              aria-label="Order summary"
              className="flex flex-col gap-4 rounded-card border border-line bg-white p-5 shadow-card"
            >
              <h2 className="text-lg font-bold text-ink">Order summary</h2>
              <CartLines items={items} />
              <OrderTotals quote={quote.quote} />
            </section>
          </div>
        )}
      </div>
    </div>
  );
}
