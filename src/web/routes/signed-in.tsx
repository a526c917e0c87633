import { Outlet } from 'react-router';
import { RouteLoadError } from '../components/route-load-error.tsx';
import { signedInProfile } from '../features/auth/signed-in-profile.ts';
import { useSessionGate } from '../features/auth/session-gate.ts';
import type { Route } from './+types/signed-in.ts';

/**
 * The gate of the learner's pages (profile, cart, checkout, orders, programs and their spaces):
 * the session, read afresh as one of them is entered; a visitor without one is sent to log in
 * and back, told why. The pages' own loaders run beside it.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { profile: await signedInProfile(request) };
}
// Built for no one: the server writes the fallback, and the browser reads the session.
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p className="mx-auto max-w-5xl px-4 py-16 text-muted">Loading...</p>;
}

export function ErrorBoundary() {
  return <RouteLoadError className="mx-auto flex max-w-md flex-col items-start gap-3 px-4 py-16" />;
}

export default function SignedIn() {
  useSessionGate();
  return <Outlet />;
}
