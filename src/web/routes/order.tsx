import { PageNotFound } from '../components/page-not-found.tsx';
import { RouteLoadError } from '../components/route-load-error.tsx';
import { fetchOrder } from '../features/order/order-api.ts';
import { changeOrder } from '../features/order/order-changes.ts';
import { OrderScreen } from '../features/order/order-screen.tsx';
import { announceIfSignedOut } from '../features/auth/signed-out.ts';
import { pageMeta } from '../lib/meta.ts';
import { loadFailureOf, loadedOrThrow } from '../lib/route-data.ts';
import type { Route } from './+types/order.ts';

export const meta = ({ params }: Route.MetaArgs) =>
  pageMeta(`Order ${params.number}`, 'Your order and how to pay it.');

/**
 * The order, read in the browser: the server writes only the page's frame. Without a session it redirects to log in and back; an order that is not theirs is
 * a 404 (ErrorBoundary).
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const result = await fetchOrder(params.number);
  announceIfSignedOut(result);
  const order = loadedOrThrow(result, request, {
    fallback: 'The order could not be loaded.',
    network: 'Network error.',
  });
  return { order };
}
// Read as the page hydrates, while the session gate's fallback shows.
clientLoader.hydrate = true as const;

/** 'I have paid' and 'Cancel order'; the loader then reads the order again. */
export async function clientAction({ request, params }: Route.ClientActionArgs) {
  return changeOrder(params.number, request);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Someone else's order reads as a page that does not exist: it says nothing of the order.
  if (loadFailureOf(error)?.status === 404) return <PageNotFound />;
  return <RouteLoadError className="mx-auto flex max-w-md flex-col items-start gap-3 px-4 py-16" />;
}

export default function Order({ loaderData }: Route.ComponentProps) {
  return <OrderScreen key={loaderData.order.number} order={loaderData.order} />;
}
