import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../components/alert.tsx';
import { buttonClass } from '../components/button.tsx';
import { useNotice } from '../features/auth/auth-page.tsx';
import { CartLines } from '../features/cart/cart-lines.tsx';
import { removeFromCart, useCartReady } from '../features/cart/cart-storage.ts';
import { OrderTotals } from '../features/cart/order-summary.tsx';
import { ReferralBox } from '../features/cart/referral-box.tsx';
import { useCartQuote } from '../features/cart/use-cart-quote.ts';
import { useSignedInSession } from '../features/profile/use-signed-in-session.ts';
import { pageMeta } from '../lib/meta.ts';

export const meta = () => pageMeta('Your cart', 'The plans you have chosen.');

export default function Cart() {
  const session = useSignedInSession();
  const profile = session.status === 'signed-in' ? session.profile : undefined;
  const { items, quote } = useCartQuote(profile?.id);
  const notice = useNotice();
  const ready = useCartReady(profile?.id);

  if (!profile || !ready)
    return <p className="mx-auto max-w-5xl px-4 py-16 text-muted">Loading...</p>;
  return (
    <div className="bg-surface px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-5xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-950">Your cart</h1>
        {notice ? (
          <div className="mt-4 max-w-md">
            <Alert tone={notice.tone}>{notice.text}</Alert>
          </div>
        ) : null}
        {items.length === 0 ? (
          <section className="mt-8 flex flex-col items-center rounded-card border border-line bg-white px-6 py-14 text-center shadow-card">
            <ShoppingCart aria-hidden className="size-10 text-brand-300" />
            <p className="mt-4 text-lg font-semibold text-ink">Your cart is empty.</p>
            <p className="mt-1 text-muted">Choose a program and a plan to get started.</p>
            <Link to="/programs" className={`${buttonClass.primary} mt-6`}>
              Browse programs
            </Link>
          </section>
        ) : (
          <div className="mt-8 grid grid-cols-[minmax(0,1fr)] items-start gap-6 md:grid-cols-[minmax(0,1fr)_22rem]">
            <section
              aria-label="Items"
              className="rounded-card border border-line bg-white px-5 shadow-card"
            >
              <CartLines items={items} onRemove={(item) => void removeFromCart(profile.id, item)} />
            </section>
            {/* On a phone the total and 'Proceed to checkout' come first, above the list. */}
            <section
              aria-label="Summary"
              className="order-first flex flex-col gap-5 rounded-card border border-line bg-white p-5 shadow-card md:order-none"
            >
              <ReferralBox
                owner={profile.id}
                applied={quote.ok ? quote.quote.referral : undefined}
              />
              {quote.ok ? (
                <>
                  <OrderTotals quote={quote.quote} />
                  <Link to="/checkout" className={`${buttonClass.primary} w-full`}>
                    Proceed to checkout
                  </Link>
                </>
              ) : (
                <Alert tone="error">{quote.error} Remove it to continue.</Alert>
              )}
            </section>
          </div>
        )}
      </div>
    </div>
  );
}
