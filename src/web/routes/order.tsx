import { useParams } from 'react-router';
import { OrderScreen } from '../features/order/order-screen.tsx';
import { useSignedInSession } from '../features/profile/use-signed-in-session.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/order.ts';

export const meta = ({ params }: Route.MetaArgs) =>
  pageMeta(`Order ${params.number}`, 'Your order and how to pay it.');

export default function Order() {
  const number = useParams().number ?? '';
  const session = useSignedInSession();
  if (session.status !== 'signed-in') {
    return <p className="mx-auto max-w-5xl px-4 py-16 text-muted">Loading...</p>;
  }
  return <OrderScreen key={number} number={number} />;
}
