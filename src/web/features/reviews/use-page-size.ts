import { useSyncExternalStore } from 'react';
import { FIRST_REVIEWS } from '../../../domain/reviews.ts';

/** 4 reviews a page, 3 when the window is 700 px wide or less (the product spec's rule). */
const NARROW = '(max-width: 700px)';

export function reviewPageSize(): number {
  return window.matchMedia(NARROW).matches ? 3 : FIRST_REVIEWS;
}

/** Calls `listener` whenever the window crosses the width at which the page size changes. */
export function onReviewPageSizeChange(listener: () => void): () => void {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/**
 * The page size for this window. The built page is drawn at a wide screen's (its CSS hides a
 * phone's fourth review), so hydrating changes nothing; the figures follow just after.
 */
export function useReviewPageSize(): number {
  return useSyncExternalStore(onReviewPageSizeChange, reviewPageSize, () => FIRST_REVIEWS);
}
