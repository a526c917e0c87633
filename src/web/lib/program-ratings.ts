import { useSyncExternalStore } from 'react';
import type { ProgramRatings } from '../../domain/ratings.ts';
import { requestJson } from '../api/client.ts';

/**
 * Every program's rating, asked of the server once per page load and shared by every card and
 * heading that shows one: the figures change with each review, after the pages were built.
 * Unknown (undefined) until the answer arrives, and after a failed request, so that nothing
 * claims 'No reviews yet' without knowing.
 */
let ratings: ProgramRatings | undefined;
let loading = false;
const listeners = new Set<() => void>();

async function load(fresh: boolean): Promise<void> {
  loading = true;
  const result = await requestJson<{ ratings: ProgramRatings }>(
    'GET',
    '/api/program-ratings/',
    undefined,
    fresh ? { 'cache-control': 'no-cache' } : {},
  );
  loading = false;
  if (!result.ok) return;
  ratings = result.data.ratings;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (ratings === undefined && !loading) void load(false);
  return () => listeners.delete(listener);
}

export function useProgramRatings(): ProgramRatings | undefined {
  return useSyncExternalStore(
    subscribe,
    () => ratings,
    // Prerendered pages show no figure: it would be stale by the time anyone reads it.
    () => undefined,
  );
}

/** After this browser wrote or deleted a review: the figures as stored now. */
export function refreshProgramRatings(): Promise<void> {
  return load(true);
}
