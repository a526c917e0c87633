import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React hydrates a prerendered page, true afterwards. The HTML was built without a
 * query string; whatever depends on one must wait, or hydration keeps the built attributes.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
