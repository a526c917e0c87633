import { useSyncExternalStore } from 'react';

const QUERY = '(pointer: coarse) and (max-width: 899px)';

function subscribe(listener: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

/** A phone (or small touch screen): UPI apps are on it, so their links come first. */
export function usePhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
