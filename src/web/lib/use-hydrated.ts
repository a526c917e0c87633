import { startTransition, useEffect, useState } from 'react';
import { pageIsLive } from './page-live.ts';

/**
 * False while React hydrates a prerendered page, true afterwards. The HTML was built without a
 * query string; whatever depends on one must wait, or hydration keeps the built attributes.
 * The switch is a transition: through useSyncExternalStore React would draw every reader again
 * synchronously inside hydration's commit, one long task on a slow phone.
 */
export function useHydrated(): boolean {
  // Mounted after the first hydration, a component is live from the start.
  const [hydrated, setHydrated] = useState(pageIsLive);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
