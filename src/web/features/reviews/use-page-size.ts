import { useSyncExternalStore } from 'react';

/** SPEC §9: 4 reviews a page, 3 when the window is 700 px wide or less. */
const NARROW = '(max-width: 700px)';

function subscribe(listener: () => void): () => void {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

export function useReviewPageSize(): number {
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(NARROW).matches ? 3 : 4),
    () => 4,
  );
}
