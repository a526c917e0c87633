import { ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useFetcher } from 'react-router';
import { Alert } from '../components/alert.tsx';
import { buttonClass } from '../components/button.tsx';
import { RouteLoadError } from '../components/route-load-error.tsx';
import { useNotice } from '../features/auth/auth-page.tsx';
import { changeCart, type CartChange } from '../features/cart/cart-changes.ts';
import { loadCart } from '../features/cart/cart-data.ts';
import { CartLines } from '../features/cart/cart-lines.tsx';
import { OrderTotals } from '../features/cart/order-summary.tsx';
import { ReferralBox } from '../features/cart/referral-box.tsx';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/cart.ts';

export const meta = () => pageMeta('Your cart', 'The plans you have chosen.');

/**
 * The learner's cart, read from the server and priced by it, the code included. Loaded again by React Router after each change the page makes (clientAction).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { cart: await loadCart(request) };
}
// Read as the page hydrates, while the session gate's fallback shows.
clientLoader.hydrate = true as const;

/** Apply or remove a code, remove a line. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return changeCart(request);
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="bg-surface px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-5xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-950">Your cart</h1>
        {children}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <Frame>
      <RouteLoadError className="mt-8 flex max-w-md flex-col items-start gap-3" />
    </Frame>
  );
}

export default function Cart({ loaderData }: Route.ComponentProps) {
  const notice = useNotice();
  const removal = useFetcher();
  const { cart } = loaderData;
  const { owner, items, priced } = cart;

  return (
    <Frame>
      {notice ? (
        <div className="mt-4 max-w-md">
          <Alert tone={notice.tone}>{notice.text}</Alert>
        </div>
      ) : null}
      {items.length === 0 || !priced ? (
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
            <CartLines
              items={items}
              onRemove={(item) => {
                const change: CartChange = {
                  intent: 'remove-line',
                  owner,
                  program: item.program,
                  plan: item.plan,
                };
                void removal.submit(change, { method: 'post', encType: 'application/json' });
              }}
            />
          </section>
          {/* On a phone the total and 'Proceed to checkout' come first, above the list. */}
          <section
            aria-label="Summary"
            className="order-first flex flex-col gap-5 rounded-card border border-line bg-white p-5 shadow-card md:order-none"
          >
            <ReferralBox
              owner={owner}
              offer={priced.ok ? priced.quote.offer : null}
              refusal={priced.ok ? priced.codeRefusal : null}
            />
            {priced.ok ? (
              <>
                <OrderTotals quote={priced.quote} />
                <Link to="/checkout" className={`${buttonClass.primary} w-full`}>
                  Proceed to checkout
                </Link>
              </>
            ) : (
              <Alert tone="error">{priced.error} Remove it to continue.</Alert>
            )}
          </section>
        </div>
      )}
    </Frame>
  );
}
