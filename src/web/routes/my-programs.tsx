import type { ReactNode } from 'react';
import { RouteLoadError } from '../components/route-load-error.tsx';
import { MyPrograms } from '../features/order/my-programs.tsx';
import { fetchEnrolments } from '../features/order/order-api.ts';
import { announceIfSignedOut } from '../features/auth/signed-out.ts';
import { pageMeta } from '../lib/meta.ts';
import { loadedOrThrow } from '../lib/route-data.ts';
import type { Route } from './+types/my-programs.ts';

export const meta = () => pageMeta('My programs', 'The programs you are enrolled in.');

/** The learner's enrolments; the session gate (routes/signed-in.tsx) runs beside it. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const result = await fetchEnrolments();
  announceIfSignedOut(result);
  const { results } = loadedOrThrow(result, request, {
    fallback: 'Your programs could not be loaded.',
  });
  return { enrolments: results };
}
// Read as the page hydrates, while the gate's fallback shows.
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

export function ErrorBoundary() {
  return (
    <Frame>
      <RouteLoadError className="mt-8 flex max-w-md flex-col items-start gap-3" />
    </Frame>
  );
}

export default function MyProgramsPage({ loaderData }: Route.ComponentProps) {
  return (
    <Frame>
      <MyPrograms enrolments={loaderData.enrolments} />
    </Frame>
  );
}
