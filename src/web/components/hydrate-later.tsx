import {
  Suspense,
  lazy,
  memo,
  useEffect,
  useRef,
  type ComponentType,
  type NamedExoticComponent,
} from 'react';
import { reloadForNewBuild } from '../lib/reload-for-new-build.ts';
import { isNearScreen, whenNearOrUsed } from '../lib/when-near-or-used.ts';

// A heavy part of a prerendered page (a form with its validation, the reviews) is a chunk of its
// own. While the page hydrates, React leaves a Suspense boundary whose code has not arrived as
// it was built, and hydrates it when the code comes: so the part's code is asked for only when
// it nears the screen or is first used, and a visit that never scrolls there never pays for it.

/** Whether the page's first hydration is over: set after every part's own effects have run. */
let pageHydrated = false;

/** How to ask for each part's code now, whether or not it nears the screen. */
const requests = new Set<() => void>();

/**
 * Asks for the code of every part the page is waiting on. React holds an update of the page's
 * route data (a clientLoader's answer, a revalidation) until each part under the route has
 * hydrated: a change the person must see at once (an enrolled learner's own plan) asks first.
 */
export function hydrateEveryPart(): void {
  for (const request of requests) request();
}

/** Called once, by the component at the top of every page. */
export function usePageHydrated(): void {
  useEffect(() => {
    pageHydrated = true;
  }, []);
}

/**
 * The component `load` resolves to, as a part whose code is a chunk of its own: fetched when the
 * part nears the screen or is first used, at once when it is drawn after the page hydrated. The
 * component draws one root element (what stays in place while its code is on its way); `name`
 * is unique on the page. Its props must not change while it waits: React would throw the built
 * part away and draw it from scratch. The part is memoised, so equal props are no change, and
 * it holds no state of its own. Code that will
 * not load (a page opened before a deploy) reloads the page once; the part then stays as built.
 */
export function later<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
): NamedExoticComponent<Props> {
  let request = () => {};
  const requested = new Promise<void>((resolve) => (request = resolve));
  requests.add(() => request());
  const Part = lazy(async () => {
    // The prerender (no document) waits for nothing: the part is built in its place.
    if (typeof document !== 'undefined') await requested;
    const Component = await load().catch((error: unknown) => {
      console.error(`The code of the page's ${name} part did not load`, error);
      reloadForNewBuild();
      // Suspended for good: the part keeps the elements it was built with.
      return new Promise<never>(() => {});
    });
    return { default: Component };
  });
  function LaterPart(props: Props) {
    // Marks where the part begins: its built element is the next one.
    const marker = useRef<HTMLSpanElement>(null);
    useEffect(() => {
      const element = marker.current?.nextElementSibling;
      // Drawn after the page hydrated (a link followed), it has nothing built to wait on.
      if (pageHydrated || !element || isNearScreen(element)) request();
      else void whenNearOrUsed(element).then(request);
    }, []);
    return (
      <>
        <span hidden data-part={name} ref={marker} />
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </>
    );
  }
  LaterPart.displayName = `Later(${name})`;
  return memo(LaterPart);
}
