import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { signedInProfile } from '../../features/staff/access/staff-session.ts';
import {
  StaffGate,
  StaffGateError,
  StaffGateLoading,
} from '../../features/staff/access/staff-gate.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import type { Route } from './+types/layout.ts';

export const meta: Route.MetaFunction = () => staffMeta('Staff console');

/** The account, read afresh; a visitor without a session is sent to log in and back. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { profile: await signedInProfile(request) };
}

/**
 * The account is read again after every change (an action: the account may have lost its
 * access meanwhile) and on 'Try again' (a screen refused with 403 asks for that too); not for
 * each filter or page of a list, which changes only the URL's search.
 */
export function shouldRevalidate({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod === undefined && currentUrl.href !== nextUrl.href) return false;
  return defaultShouldRevalidate;
}

export function HydrateFallback() {
  return <StaffGateLoading />;
}

export function ErrorBoundary() {
  return <StaffGateError />;
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return <StaffGate profile={loaderData.profile} />;
}
