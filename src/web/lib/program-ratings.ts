import { useRouteLoaderData } from 'react-router';
import type { ProgramRatings } from '../../domain/ratings.ts';
import type { loader as rootLoader } from '../root.tsx';

/**
 * Every program's rating, as the server rendered the page (the root route's loader): shared by
 * every card and heading that shows one, and read again with the page's loaders after this
 * browser writes or deletes a review. Undefined when the server could not read them, so that
 * nothing claims 'No reviews yet' without knowing.
 */
export function useProgramRatings(): ProgramRatings | undefined {
  return useRouteLoaderData<typeof rootLoader>('root')?.ratings ?? undefined;
}
