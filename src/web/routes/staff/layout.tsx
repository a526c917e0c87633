import { redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { can } from '../../../domain/roles.ts';
import { COHORTS_PATH } from '../../features/staff/cohorts/cohort-paths.ts';
import { signedInProfile } from '../../features/auth/signed-in-profile.ts';
import {
  StaffGate,
  StaffGateError,
  StaffGateLoading,
} from '../../features/staff/access/staff-gate.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import type { Route } from './+types/layout.ts';

export const meta: Route.MetaFunction = () => staffMeta('Staff console');

/**
 * The account, read afresh; a visitor without a session is sent to log in and back, and a
 * mentor opening the console's front page to their cohorts, the only part that is theirs.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const profile = await signedInProfile(request);
  const { pathname } = new URL(request.url);
  if (
    !can(profile.role, 'console') &&
    can(profile.role, 'teach') &&
    /^\/staff\/?$/.test(pathname)
  ) {
    throw redirect(COHORTS_PATH);
  }
  return { profile };
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
