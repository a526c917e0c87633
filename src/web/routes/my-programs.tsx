import type { ReactNode } from 'react';
import { RouteLoadError } from '../components/route-load-error.tsx';
import { MyPrograms } from '../features/order/my-programs.tsx';
import { fetchEnrolments } from '../features/order/order-api.ts';
import { announceIfSignedOut } from '../features/auth/signed-out.ts';
import { useSignedInSession } from '../features/profile/use-signed-in-session.ts';
import { pageMeta } from '../lib/meta.ts';
import { loadedOrThrow } from '../lib/route-data.ts';
import type { Route } from './+types/my-programs.ts';

export const meta = () => pageMeta('My programs', 'The programs you are enrolled in.');

/**
 * The learner's enrolments. Without a session there are none to show (null): the page's
 * useSignedInSession then sends the visitor to log in, saying why, which a redirect from here
 * could not (the login page's notice travels in the navigation's state).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const result = await fetchEnrolments();
  if (announceIfSignedOut(result)) return { enrolments: null };
  const { results } = loadedOrThrow(result, request, {
    fallback: 'Your programs could not be loaded.',
  });
  return { enrolments: results };
}
// The page is prerendered without anyone's programs: they are read as it hydrates, and the
// built page is HydrateFallback, the page's frame saying Loading... as it did before.
clientLoader.hydrate = true as const;

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="bg-surface px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-5xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-950">My programs</h1>
        {children}
      </div>
    </div>
  );
}

const loading = <p className="mt-8 text-muted">Loading...</p>;

export function HydrateFallback() {
  return <Frame>{loading}</Frame>;
}

export function ErrorBoundary() {
  return (
    <Frame>
      <RouteLoadError className="mt-8 flex max-w-md flex-col items-start gap-3" />
    </Frame>
  );
}

export default function MyProgramsPage({ loaderData }: Route.ComponentProps) {
  // Sends anyone without a session to log in (after Logout here, saying that they logged out).
  useSignedInSession();
  const { enrolments } = loaderData;
  return <Frame>{enrolments ? <MyPrograms enrolments={enrolments} /> : loading}</Frame>;
}
