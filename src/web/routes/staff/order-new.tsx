import { can } from '../../../domain/roles.ts';
import { useStaffProfile } from '../../features/staff/access/staff-profile.ts';
import { StaffPage } from '../../features/staff/layout/staff-page.tsx';
import { submitManualOrder } from '../../features/staff/orders/manual-order-api.ts';
import { ManualOrderFormScreen } from '../../features/staff/orders/manual-order-form.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import type { Route } from './+types/order-new.ts';

export const meta: Route.MetaFunction = () => staffMeta('New order');

/** 'Create paid order': the new order's page opens. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return submitManualOrder(request);
}

export default function StaffOrderNew() {
  const { role } = useStaffProfile();
  return (
    <StaffPage
      title="New order"
      back={{ to: '/staff/orders', label: 'Orders' }}
      intro="For a payment made outside checkout: a company’s bank transfer, or UPI sent straight to our account. The order is created paid, with its invoice, and the buyer is enrolled and mailed."
    >
      {can(role, 'handle-orders') ? (
        <ManualOrderFormScreen />
      ) : (
        <p className="text-muted">Your role can read orders but not create them.</p>
      )}
    </StaffPage>
  );
}
