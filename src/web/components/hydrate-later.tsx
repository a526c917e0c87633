import { Suspense, lazy, useEffect, type ComponentType } from 'react';
import { IdScope } from '../lib/element-id.tsx';
import { markPageLive, pageIsLive } from '../lib/page-live.ts';
import { whenIdleOrUsed } from '../lib/when-idle-or-used.ts';

// A part made with `later()` keeps its code out of the page's first download: the code is
// fetched once the page is idle or first used, and until then the part's built HTML stays on
// screen as it is; then the part is taken over, in a task of its own.

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

/**
 * The component `load` resolves to, as a part whose code is a chunk of its own: fetched when
 * the page is idle or first used, at once when the page is already live. The component must
 * draw one root element (what stays in place while its code is on its way); `name`, unique on
 * the page, counts the part's element ids apart from the page's.
 */
export function later<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Part = lazy(async () => {
    await whenIdleOrUsed();
    const Component = await load();
    function Hydrated(props: Props) {
      // Runs once the part itself has hydrated (Preact commits a suspended part's siblings).
      useEffect(() => {
        waiting.delete(name);
        markLiveWhenDone();
      }, []);
      return <Component {...props} />;
    }
    return { default: Hydrated };
  });
  function LaterPart(props: Props) {
    // Rendered while the page hydrates: the page is not live until this part has hydrated too.
    if (typeof document !== 'undefined' && !pageIsLive()) waiting.add(name);
    return (
      <IdScope name={name}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </IdScope>
    );
  }
  return LaterPart;
}
