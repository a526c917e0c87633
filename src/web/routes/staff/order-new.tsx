import { Link, useSearchParams } from 'react-router';
import { can } from '../../../domain/roles.ts';
import { useStaffProfile } from '../../features/staff/access/staff-profile.ts';
import { StaffPage } from '../../features/staff/layout/staff-page.tsx';
import { ManualOrderFormScreen } from '../../features/staff/orders/manual-order-form.tsx';
import { submitNewOrder } from '../../features/staff/orders/new-order-api.ts';
import { SeatOrderFormScreen } from '../../features/staff/orders/seat-order-form.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import { cn } from '../../lib/cn.ts';
import type { Route } from './+types/order-new.ts';

export const meta: Route.MetaFunction = () => staffMeta('New order');

/** 'Create paid order', or of seats: the new order's page opens. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return submitNewOrder(request);
}

const KINDS = [
  { kind: 'buyer', to: '/staff/orders/new', label: 'For one buyer' },
  { kind: 'seats', to: '/staff/orders/new?for=seats', label: 'Seats for a company’s learners' },
] as const;

/** Which order the page makes: one buyer's programs, or seats for a company's learners. */
function KindChoice({ current }: { current: (typeof KINDS)[number]['kind'] }) {
  return (
    <nav aria-label="Kind of order" className="flex flex-wrap gap-2">
      {KINDS.map(({ kind, to, label }) => (
        <Link
          key={kind}
          to={to}
          aria-current={kind === current ? 'page' : undefined}
          className={cn(
            'rounded-control border px-3 py-1.5 text-sm font-semibold',
            kind === current
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-line bg-white text-brand-800 hover:border-brand-300 hover:bg-brand-50',
          )}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}

export default function StaffOrderNew() {
  const { role } = useStaffProfile();
  const seats = useSearchParams()[0].get('for') === 'seats';
  return (
    <StaffPage
      title="New order"
      back={{ to: '/staff/orders', label: 'Orders' }}
      intro={
        seats
          ? 'Seats of one program that a company paid for outside checkout, one for each of its learners. The order is created paid, with its invoice to the company, and each learner is emailed a link to take their seat.'
          : 'For a payment made outside checkout: a company’s bank transfer, or UPI sent straight to our account. The order is created paid, with its invoice, and the buyer is enrolled and mailed.'
      }
    >
      {can(role, 'handle-orders') ? (
        <div className="flex flex-col gap-6">
          <KindChoice current={seats ? 'seats' : 'buyer'} />
          {seats ? <SeatOrderFormScreen /> : <ManualOrderFormScreen />}
        </div>
      ) : (
        <p className="text-muted">Your role can read orders but not create them.</p>
      )}
    </StaffPage>
  );
}
