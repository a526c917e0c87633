import { startTransition, useEffect, useState } from 'react';

/** Set once the first page has hydrated: components mounted later are live from the start. */
let live = false;

/**
 * False while React hydrates a prerendered page, true afterwards. The HTML was built without a
 * query string; whatever depends on one must wait, or hydration keeps the built attributes.
 * The switch is a transition: through useSyncExternalStore React would draw every reader again
 * synchronously inside hydration's commit, one long task on a slow phone.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(live);
  useEffect(() => {
    live = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
