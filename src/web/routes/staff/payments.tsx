import { PaymentsScreen } from '../../features/staff/payments/payments-screen.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';

export const meta = () => staffMeta('Payments');

export default function StaffPayments() {
  return <PaymentsScreen />;
}
