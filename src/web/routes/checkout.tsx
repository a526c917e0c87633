import { useEffect, useState, type ReactNode } from 'react';
import { useFetcher, useNavigate, type ShouldRevalidateFunction } from 'react-router';
import type { CartQuote } from '../../domain/cart-quote.ts';
import type { CheckoutDetails, CheckoutRequest } from '../../domain/checkout.ts';
import { Alert } from '../components/alert.tsx';
import { RouteLoadError } from '../components/route-load-error.tsx';
import { useSignedInProfile } from '../features/auth/session-gate.ts';
import { priceOwnedCart, readOwnedCart } from '../features/cart/cart-data.ts';
import { CartLines } from '../features/cart/cart-lines.tsx';
import type { CartItem } from '../features/cart/cart-storage.ts';
import { OrderTotals, type Totals } from '../features/cart/order-summary.tsx';
import { useCheckoutKey } from '../features/checkout/checkout-key.ts';
import { CohortChoices } from '../features/checkout/cohort-choices.tsx';
import { loadCohortOptions } from '../features/checkout/cohort-options.ts';
import { DetailsForm } from '../features/checkout/details-form.tsx';
import {
  placeCheckoutOrder,
  type CheckoutRefusal,
  type CheckoutSubmission,
} from '../features/checkout/place-order.ts';
import { useCohortChoices } from '../features/checkout/use-cohort-choices.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/checkout.ts';

export const meta = () => pageMeta('Checkout', 'Place your order and pay by UPI.');

/**
 * The learner's cart as the server priced it, and the cohorts each of its programs can be
 * started with, seats as they are now.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const owned = await readOwnedCart(request);
  // The seats are read while the cart is priced: both need only its lines.
  const [cart, cohorts] = await Promise.all([
    priceOwnedCart(request, owned),
    loadCohortOptions(owned.items.map((item) => item.program)),
  ]);
  return { cart, cohorts };
}
// Read as the page hydrates, while the session gate's fallback shows.
clientLoader.hydrate = true as const;

/** 'Continue to payment': the order is placed, and its page opens in the checkout's place. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return placeCheckoutOrder(request);
}

/**
 * A refusal reads the cart and its seats again only when they changed meanwhile (a full cohort,
 * a code or a price); a network failure leaves the page as it is, the form filled in.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  actionResult,
  defaultShouldRevalidate,
}) => {
  const refusal = actionResult as CheckoutRefusal | undefined;
  return refusal && !refusal.stale ? false : defaultShouldRevalidate;
};

export function ErrorBoundary() {
  return (
    <div className="bg-surface px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-5xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-950">Checkout</h1>
        <RouteLoadError className="mt-6 flex max-w-md flex-col items-start gap-3" />
      </div>
    </div>
  );
}

/** An empty cart sends the user back to it after this long. */
const EMPTY_CART_REDIRECT_MS = 1000;

/**
 * The figures the spec's checkout sends, which the server checks against its own, and each
 * line's cohort (null: self-paced), which the server checks for a seat.
 */
function figures(items: CartItem[], quote: CartQuote, cohortIds: (number | null)[]) {
  return {
    cart: items.map((item, i) => ({
      ...item,
      plan_paise: quote.lines[i]!.plan_paise,
      cohort_id: cohortIds[i] ?? null,
    })),
    total_paise: quote.total_paise,
    original_paise: quote.original_paise,
    discount_paise: quote.discount_paise,
    // The code the server applied; one it refused is left out, as the figures leave it out.
    referral_code: quote.offer?.code,
  };
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

/**
 * Who is buying, then 'Continue to payment': the order is placed and the buyer goes to its page,
 * where they pay. The page stays the order's, so a reload or a closed tab comes back to it.
 */
export default function Checkout({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const profile = useSignedInProfile();
  const { cart, cohorts: cohortOptions } = loaderData;
  const { items, priced } = cart;
  const checkoutKey = useCheckoutKey(profile.id);
  const placing = useFetcher<CheckoutRefusal>();
  const failure = placing.state === 'idle' ? (placing.data?.error ?? null) : null;
  const cohorts = useCohortChoices(
    items.map((item) => item.program),
    cohortOptions,
  );
  const [missingCohorts, setMissingCohorts] = useState<string[]>([]);
  const emptyCart = items.length === 0;

  useEffect(() => {
    if (!emptyCart) return;
    const timer = setTimeout(() => void navigate('/addcart'), EMPTY_CART_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [emptyCart, navigate]);

  const place = async (details: CheckoutDetails) => {
    if (!priced?.ok) return;
    const chosen = cohorts.resolve();
    setMissingCohorts(chosen.ok ? [] : chosen.missing);
    if (!chosen.ok) {
      document.getElementById('cohorts-heading')?.scrollIntoView({ block: 'start' });
      return;
    }
    const body = { ...details, ...figures(items, priced.quote, chosen.cohortIds) };
    const order: CheckoutRequest = { ...body, idempotency_key: checkoutKey.keyFor(body) };
    const submission: CheckoutSubmission = { owner: profile.id, order };
    await placing.submit({ ...submission }, { method: 'post', encType: 'application/json' });
  };

  return (
    <div className="bg-surface px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-5xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-950">Checkout</h1>
        {emptyCart ? (
          <div className="mt-6 max-w-md">
            <Alert tone="error">No items in cart</Alert>
          </div>
        ) : !priced?.ok ? (
          <div className="mt-6 max-w-md">
            <Alert tone="error">{priced?.error ?? 'No items in cart'}</Alert>
          </div>
        ) : (
          <CheckoutLayout items={items} quote={priced.quote}>
            {priced.codeRefusal ? (
              <div className="mb-6">
                <Alert tone="info">{priced.codeRefusal} Your order is priced without it.</Alert>
              </div>
            ) : null}
            <CohortChoices
              items={items}
              options={cohortOptions}
              choices={cohorts.choices}
              missing={missingCohorts}
              onChoose={(slug, choice) => {
                cohorts.choose(slug, choice);
                setMissingCohorts((now) => now.filter((s) => s !== slug));
              }}
            />
            <hr className="my-6 border-line" />
            <DetailsForm
              profile={profile}
              failure={failure}
              totalPaise={priced.quote.total_paise}
              onSubmit={place}
            />
          </CheckoutLayout>
        )}
      </div>
    </div>
  );
}
