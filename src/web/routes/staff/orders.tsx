import { OrderListScreen } from '../../features/staff/orders/order-list-screen.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';

export const meta = () => staffMeta('Orders');

export default function StaffOrders() {
  return <OrderListScreen />;
}
