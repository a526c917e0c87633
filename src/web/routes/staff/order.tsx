import { fetchOrder } from '../../features/staff/api/orders-api.ts';
import { StaffLoadError } from '../../features/staff/data/staff-load-error.tsx';
import { transition } from '../../features/staff/orders/order-changes.ts';
import {
  OrderDetailScreen,
  OrderPlaceholder,
} from '../../features/staff/orders/order-detail-screen.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import { loadedOrThrow } from '../../lib/route-data.ts';
import type { Route } from './+types/order.ts';

export const meta = ({ params }: Route.MetaArgs) => staffMeta(`Order ${params.number}`);

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return loadedOrThrow(await fetchOrder(params.number), request);
}

/** 'Mark as paid', 'Cancel order' and 'Record refund'; the order is then loaded again. */
export async function clientAction({ request, params }: Route.ClientActionArgs) {
  return transition(params.number, request);
}

export function ErrorBoundary({ params }: Route.ErrorBoundaryProps) {
  return (
    <OrderPlaceholder number={params.number}>
      <StaffLoadError />
    </OrderPlaceholder>
  );
}

export default function StaffOrder({ loaderData }: Route.ComponentProps) {
  // Keyed: another order's page starts afresh, with nothing of the last one's dialog or notice.
  return <OrderDetailScreen key={loaderData.number} order={loaderData} />;
}
