import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React hydrates a prerendered page (the HTML was built without a query string, a
 * session or a clock), true afterwards and in whatever is drawn in the browser from then on.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
