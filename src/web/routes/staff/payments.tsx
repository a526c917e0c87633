import { fetchAwaitedTds, fetchBankCredits } from '../../features/staff/api/payments-api.ts';
import { StaffLoadError } from '../../features/staff/data/staff-load-error.tsx';
import { StaffPage } from '../../features/staff/layout/staff-page.tsx';
import { PaymentsScreen } from '../../features/staff/payments/payments-screen.tsx';
import { changePayments } from '../../features/staff/payments/statement-changes.ts';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import { loadedOrThrow } from '../../lib/route-data.ts';
import type { Route } from './+types/payments.ts';

export const meta: Route.MetaFunction = () => staffMeta('Payments');

/** The credits kept from every statement read, and the TDS certificates awaited. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [credits, tds] = await Promise.all([fetchBankCredits(), fetchAwaitedTds()]);
  return {
    credits: loadedOrThrow(credits, request),
    tds: loadedOrThrow(tds, request).awaited,
  };
}

/** Reads a statement, confirms its matches, settles orders from credits, and the rest. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return changePayments(request);
}

export function ErrorBoundary() {
  return (
    <StaffPage title="Payments">
      <StaffLoadError />
    </StaffPage>
  );
}

export default function StaffPayments({ loaderData }: Route.ComponentProps) {
  return <PaymentsScreen credits={loaderData.credits} tds={loaderData.tds} />;
}
