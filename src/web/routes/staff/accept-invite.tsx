import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { RouteLoadError } from '../../components/route-load-error.tsx';
import { Loading } from '../../features/staff/data/load-states.tsx';
import {
  AcceptInviteScreen,
  InvitationFrame,
} from '../../features/staff/invitations/accept-invite-screen.tsx';
import {
  acceptInvitationOf,
  loadInvitationPage,
} from '../../features/staff/invitations/invitation-page.ts';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import type { Route } from './+types/accept-invite.ts';

export const meta: Route.MetaFunction = () => staffMeta('Team invitation');

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadInvitationPage(request);
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return acceptInvitationOf(request);
}

/** Not after accepting: the invitation is spent, and reading it again would fail. */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod === undefined && defaultShouldRevalidate;
}

export function HydrateFallback() {
  return (
    <InvitationFrame>
      <Loading what="Checking the invitation..." />
    </InvitationFrame>
  );
}

export function ErrorBoundary() {
  return (
    <InvitationFrame>
      <RouteLoadError />
    </InvitationFrame>
  );
}

export default function StaffAcceptInvite({ loaderData }: Route.ComponentProps) {
  return <AcceptInviteScreen page={loaderData} />;
}
