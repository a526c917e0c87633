import { Suspense, useEffect } from 'react';
import { Await, Link, useLocation } from 'react-router';
import type { Order } from '../../../domain/checkout.ts';
import { formatPaise } from '../../../domain/money.ts';
import { LEARNER_STATUS_TEXT, type OrderStatus } from '../../../domain/order-statuses.ts';
import { Alert } from '../../components/alert.tsx';
import { CardSection } from '../../components/card-section.tsx';
import { cn } from '../../lib/cn.ts';
import { announceIfSignedOut } from '../auth/signed-out.ts';
import { fetchOrders, orderPagePath } from '../order/order-api.ts';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** Only a confirmed payment looks like success; a reported one is still being checked. */
const STATUS_STYLES: Record<OrderStatus, string> = {
  awaiting_payment: 'bg-accent-100 text-accent-700',
  payment_reported: 'bg-accent-100 text-accent-700',
  paid: 'bg-success-50 text-success-700',
  partly_refunded: 'bg-success-50 text-success-700',
  cancelled: 'bg-slate-100 text-slate-700',
  expired: 'bg-slate-100 text-slate-700',
  refunded: 'bg-slate-100 text-slate-700',
};

/**
 * The signed-in user's orders, newest first, as the server keeps them; null when they could not
 * be read. For the profile's clientLoader, which hands it on unawaited: the rest of the profile
 * need not wait for the list, nor fail with it.
 */
export async function loadMyOrders(): Promise<Order[] | null> {
  const result = await fetchOrders();
  announceIfSignedOut(result);
  return result.ok ? result.data.results : null;
}

function OrderList({ orders }: { orders: Order[] }) {
  const { hash } = useLocation();
  // Linked as /profile#my-orders: the list comes after the page, so scroll once it is there.
  useEffect(() => {
    if (hash === '#my-orders') document.getElementById('my-orders')?.scrollIntoView();
  }, [hash]);

  if (orders.length === 0) {
    return (
      <p className="mt-4 text-muted">
        No orders yet.{' '}
        <Link to="/programs" className="font-semibold text-brand-700 hover:underline">
          Browse programs
        </Link>
      </p>
    );
  }
  return (
    <ul className="mt-4 divide-y divide-line">
      {orders.map((order) => (
        <li key={order.number} className="py-4 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-semibold text-ink">
              <Link
                to={orderPagePath(order.number)}
                className="text-brand-700 underline-offset-2 hover:underline"
              >
                {order.number}
              </Link>{' '}
              <span className="text-sm font-normal text-muted">
                · {dateFormat.format(new Date(order.created_at))}
              </span>
            </p>
            <span
              className={cn(
                'rounded-full px-2.5 py-0.5 text-xs font-bold',
                STATUS_STYLES[order.status],
              )}
            >
              {LEARNER_STATUS_TEXT[order.status]}
            </span>
          </div>
          <ul className="mt-2 space-y-0.5 text-sm text-muted">
            {order.items.map((item) => (
              <li key={`${item.program}|${item.plan}`}>
                {item.program}, {item.plan}: {formatPaise(item.plan_paise)}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-ink">
            Total <strong>{formatPaise(order.total_paise)}</strong>
            {order.referral_code ? ` (code ${order.referral_code} applied)` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The profile's 'My orders': Loading... until the list the route's loader asked for comes. */
export function MyOrders({ orders }: { orders: Promise<Order[] | null> }) {
  return (
    <CardSection
      id="my-orders"
      headingId="orders-heading"
      heading="My orders"
      className="scroll-mt-24 p-6"
    >
      <Suspense fallback={<p className="mt-4 text-muted">Loading...</p>}>
        <Await resolve={orders}>
          {(list) =>
            list === null ? (
              <div className="mt-4">
                <Alert tone="error">Your orders could not be loaded. Please reload the page.</Alert>
              </div>
            ) : (
              <OrderList orders={list} />
            )
          }
        </Await>
      </Suspense>
    </CardSection>
  );
}
