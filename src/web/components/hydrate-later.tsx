import { Suspense, useEffect, useId, type ReactNode } from 'react';
import { markPageLive, pageIsLive } from '../lib/page-live.ts';

// A prerendered page hydrates in one pass, and React commits that pass, with every effect it
// sets off, in one task: on a slow phone a form with react-hook-form made it a long task. React
// hydrates a Suspense boundary's built HTML in a pass of its own after the page's (sooner if an
// event lands in it), so each part wrapped here is a separate, shorter task.

const waiting = new Set<string>();

function markLiveWhenDone() {
  // The browser tests wait for <html data-hydrated> before they click: every part must answer.
  if (pageIsLive() && waiting.size === 0) document.documentElement.dataset.hydrated = '';
}

/** The root's part: called once, by the component at the top of every page. */
export function usePageHydrated(): void {
  useEffect(() => {
    markPageLive();
    markLiveWhenDone();
  }, []);
}

function Hydrated({ id }: { id: string }) {
  useEffect(() => {
    waiting.delete(id);
    markLiveWhenDone();
  }, [id]);
  return null;
}

/** Its children hydrate after the rest of the page; rendered later, they render at once. */
export function HydrateLater({ children }: { children: ReactNode }) {
  const id = useId();
  // Rendered while the page hydrates: the page is not live until this part has hydrated too.
  if (typeof document !== 'undefined' && !pageIsLive()) waiting.add(id);
  return (
    <Suspense fallback={null}>
      {children}
      <Hydrated id={id} />
    </Suspense>
  );
}
