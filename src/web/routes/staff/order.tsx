import { useParams } from 'react-router';
import { OrderDetailScreen } from '../../features/staff/orders/order-detail-screen.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import type { Route } from './+types/order.ts';

export const meta = ({ params }: Route.MetaArgs) => staffMeta(`Order ${params.number}`);

export default function StaffOrder() {
  const number = useParams().number ?? '';
  return <OrderDetailScreen key={number} number={number} />;
}
