import { slotsQuerySchema } from '../../domain/mentoring/bookings.ts';
import { readSlots } from '../features/mentoring/slots-read.ts';
import { browserOnlyRoute } from '../lib/browser-only-route.ts';
import type { Route } from './+types/learn-slots.ts';

/**
 * A day's free times for one kind of one-to-one session, read in the browser for the learning
 * space's booking picker (through a fetcher): `?kind=mentorship&day=2026-12-07`.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const query = slotsQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return readSlots(params.program, query.kind, query.day);
}

/** Opened as a page, the path is not one. */
export const loader = browserOnlyRoute;
