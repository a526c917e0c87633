import { PaymentsScreen } from '../../features/staff/payments/payments-screen.tsx';
import { changePayments } from '../../features/staff/payments/statement-changes.ts';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import type { Route } from './+types/payments.ts';

export const meta: Route.MetaFunction = () => staffMeta('Payments');

/** Reads a bank statement, and confirms the matches it proposed. Nothing to load before. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return changePayments(request);
}

export default function StaffPayments() {
  return <PaymentsScreen />;
}
