import { RouteLoadError } from '../components/route-load-error.tsx';
import { SeatFrame, SeatScreen } from '../features/seats/seat-screen.tsx';
import { loadSeatPage, takeSeatOf } from '../features/seats/seat-page.ts';
import { Loading } from '../features/staff/data/load-states.tsx';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/seat.ts';

// No canonical path: pageMeta marks the page noindex; the server adds X-Robots-Tag too.
export const meta = () =>
  pageMeta('Your seat', 'Take the seat in a program that was bought for you.');

/** The seat and the session, read in the browser: the server writes only the page's frame. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return loadSeatPage(request, params.token);
}

/** 'Take your seat'; the loader then reads the seat again, as it is now. */
export async function clientAction({ request, params }: Route.ClientActionArgs) {
  return takeSeatOf(request, params.token);
}

export function HydrateFallback() {
  return (
    <SeatFrame>
      <Loading what="Opening your seat..." />
    </SeatFrame>
  );
}

export function ErrorBoundary() {
  return (
    <SeatFrame intro="This seat link could not be opened.">
      <RouteLoadError />
    </SeatFrame>
  );
}

export default function Seat({ loaderData }: Route.ComponentProps) {
  return <SeatScreen page={loaderData} />;
}
