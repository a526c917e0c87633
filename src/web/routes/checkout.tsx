import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatRupees } from '../../domain/catalogue/plans.ts';
import type {
  CheckoutDetails,
  CheckoutRequest,
  Order,
  PlacedOrder,
} from '../../domain/checkout.ts';
import type { Quote } from '../../domain/pricing.ts';
import { findReferral } from '../../domain/referrals.ts';
import { failureMessage, type ApiResult } from '../api/client.ts';
import { Alert } from '../components/alert.tsx';
import { buttonClass } from '../components/button.tsx';
import { announceAuthChanged } from '../features/auth/session.ts';
import { CartLines } from '../features/cart/cart-lines.tsx';
import { clearCart, type CartItem } from '../features/cart/cart-storage.ts';
import { OrderTotals, type Totals } from '../features/cart/order-summary.tsx';
import { useCartQuote } from '../features/cart/use-cart-quote.ts';
import { placeOrder, reportPayment } from '../features/checkout/checkout-api.ts';
import { useCheckoutKey } from '../features/checkout/checkout-key.ts';
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

/**
 * An order as it was placed. The payment report repeats this request (key and figures) and the
 * summary shows its lines and the server's figures, whatever the cart or code becomes in another
 * tab meanwhile.
 */
interface Placed {
  placed: PlacedOrder;
  request: CheckoutRequest;
  items: CartItem[];
}

function orderTotals({ original_amount, discount_amount, total, referral_code }: Order): Totals {
  const referral = referral_code ? findReferral(referral_code) : undefined;
  return { original_amount, discount_amount, total, referral };
}

const unauthorised = (result: ApiResult<unknown>) =>
  !result.ok && result.kind === 'http' && result.status === 401;

// The server no longer knows this session. Saying so through the shared session state lets
// useSignedInSession do what every signed-in screen does: the spec's message, then /login.
const sessionLost = () => announceAuthChanged({ status: 'signed-out' });

function ThankYou({ order }: { order: Order }) {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center rounded-card border border-line bg-white px-6 py-12 text-center shadow-card">
      <CheckCircle2 aria-hidden className="size-12 text-success-700" />
      <h2 className="mt-4 text-3xl font-extrabold text-brand-950">Thank you!</h2>
      <p className="mt-3 text-ink">
        Your order number is <strong data-testid="order-number">{order.number}</strong>.
      </p>
      <p className="mt-2 text-muted">
        A confirmation will be emailed to {order.email}. Our team will check your payment of{' '}
        {formatRupees(order.total)} and give you access within one working day.
      </p>
      <Link to="/profile" className={`${buttonClass.secondary} mt-6`}>
        See my orders
      </Link>
    </section>
  );
}

function CheckoutLayout({
  children,
  items,
  quote,
}: {
  children: ReactNode;
  items: CartItem[];
  quote: Totals;
}) {
  return (
    <div className="mt-8 grid grid-cols-[minmax(0,1fr)] items-start gap-6 md:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6">
        {children}
      </div>
      <section
        aria-label="Order summary"
        className="flex flex-col gap-4 rounded-card border border-line bg-white p-5 shadow-card"
      >
        <h2 className="text-lg font-bold text-ink">Order summary</h2>
        <CartLines items={items} />
        <OrderTotals quote={quote} />
      </section>
    </div>
  );
}

export default function Checkout() {
  const navigate = useNavigate();
  const session = useSignedInSession();
  const profile = session.status === 'signed-in' ? session.profile : undefined;
  const { items, referralCode, quote } = useCartQuote(profile?.id);
  const checkoutKey = useCheckoutKey(profile?.id);
  const [placed, setPlaced] = useState<Placed | null>(null);
  const [done, setDone] = useState<Order | null>(null);
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
    const body = { ...details, ...figures(items, quote.quote, referralCode) };
    const request: CheckoutRequest = { ...body, idempotency_key: checkoutKey.keyFor(body) };
    setFailure(null);
    const result = await placeOrder(request);
    if (result.ok) setPlaced({ placed: result.data, request, items });
    else if (unauthorised(result)) sessionLost();
    else setFailure(failureMessage(result, 'The order could not be placed.', 'Network error.'));
  };

  const paid = async ({ request }: Placed) => {
    setBusy(true);
    setFailure(null);
    const { address: _address, phone: _phone, ...report } = request;
    const result = await reportPayment(report);
    setBusy(false);
    if (!result.ok) {
      if (unauthorised(result)) return sessionLost();
      setFailure(failureMessage(result, 'The payment could not be confirmed.', 'Network error.'));
      return;
    }
    setDone(result.data.order);
    setPlaced(null);
    checkoutKey.forget();
    clearCart(profile.id);
  };

  return (
    <div className="bg-surface px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-5xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-950">Checkout</h1>
        {done ? (
          <div className="mt-8">
            <ThankYou order={done} />
          </div>
        ) : placed ? (
          <CheckoutLayout items={placed.items} quote={orderTotals(placed.placed.order)}>
            <PaymentStep
              placed={placed.placed}
              busy={busy}
              failure={failure}
              onPaid={() => void paid(placed)}
            />
          </CheckoutLayout>
        ) : emptyCart ? (
          <div className="mt-6 max-w-md">
            <Alert tone="error">No items in cart</Alert>
          </div>
        ) : !quote.ok ? (
          <div className="mt-6 max-w-md">
            <Alert tone="error">{quote.error}</Alert>
          </div>
        ) : (
          <CheckoutLayout items={items} quote={quote.quote}>
            <DetailsForm profile={profile} failure={failure} onSubmit={place} />
          </CheckoutLayout>
        )}
      </div>
    </div>
  );
}
