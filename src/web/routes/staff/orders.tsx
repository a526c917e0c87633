import { orderListQuerySchema } from '../../../domain/staff/orders.ts';
import { fetchOrders } from '../../features/staff/api/orders-api.ts';
import { StaffLoadError } from '../../features/staff/data/staff-load-error.tsx';
import { listQueryOf } from '../../features/staff/list/use-list-query.ts';
import { OrderListScreen, OrderTable } from '../../features/staff/orders/order-list-screen.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import { loadedOrThrow } from '../../lib/route-data.ts';
import type { Route } from './+types/orders.ts';

export const meta: Route.MetaFunction = () => staffMeta('Orders');

/** The page of orders the URL's filters ask for. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadedOrThrow(await fetchOrders(listQueryOf(orderListQuerySchema, request)), request);
}

export function ErrorBoundary() {
  return (
    <OrderListScreen>
      <StaffLoadError />
    </OrderListScreen>
  );
}

export default function StaffOrders({ loaderData }: Route.ComponentProps) {
  return (
    <OrderListScreen>
      <OrderTable page={loaderData} />
    </OrderListScreen>
  );
}
