import {
  Suspense,
  lazy,
  useEffect,
  useRef,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { IdScope } from '../lib/element-id.tsx';
import { markPageLive, pageIsLive } from '../lib/page-live.ts';
import { reloadForNewBuild } from '../lib/reload-for-new-build.ts';
import { nextTask } from '../lib/tasks.ts';
import { isNearScreen, whenNearOrUsed } from '../lib/when-near-or-used.ts';

// Preact hydrates a page in one pass, one task: on a slow phone a whole page is a long task.
// A part of the page hydrates in a task of its own when its first hydration suspends: Preact
// keeps the part's built element as it is meanwhile, and takes it over when the part resumes.
// `<HydrateApart>` waits for the next task; a `later()` part fetches its code only when it nears
// the screen or is used, so that a visit which never scrolls to it never pays for it. Each part
// counts its element ids apart from the page's, since it hydrates after parts built after it.
//
// <html data-hydrated> says the page answers: every part hydrated except later parts not yet
// near the screen. <html data-parts> names the parts hydrated so far; the boot script
// (scripts/defer-hydration.mjs) holds back a form in a later part not among them.

/** The parts still to hydrate, and those done (a part drawn again must not count again). */
const waiting = new Set<string>();
const hydrated = new Set<string>();
let rootHydrated = false;

function markLiveWhenDone() {
  if (!rootHydrated || waiting.size > 0) return;
  markPageLive();
  // The browser tests wait for <html data-hydrated> before they click: every part must answer.
  document.documentElement.dataset.hydrated = '';
}

/** Whether the page's first hydration is under way (not when building, nor once live). */
const hydrating = () => typeof document !== 'undefined' && !pageIsLive();

/** Called as a part renders: while the page hydrates, it is waited for until it has. */
function awaitPart(name: string) {
  if (hydrating() && !hydrated.has(name)) waiting.add(name);
}

/** A part whose code would not load: the page answers without it, the part stays as built. */
function givePartUp(name: string) {
  waiting.delete(name);
  markLiveWhenDone();
}

/** The root's part: called once, by the component at the top of every page. */
export function usePageHydrated(): void {
  useEffect(() => {
    rootHydrated = true;
    markLiveWhenDone();
  }, []);
}

/** Renders its children, and says that the part `name` has hydrated once they have. */
function PartHydrated({ name, children }: { name: string; children: ReactNode }) {
  useEffect(() => {
    hydrated.add(name);
    waiting.delete(name);
    document.documentElement.dataset.parts = [...hydrated].join(' ');
    markLiveWhenDone();
  }, [name]);
  return children;
}

const turns = new Map<string, Promise<void> | 'taken'>();

/** Suspends the part's first hydration until a task of its own. */
function WaitForTurn({ name, children }: { name: string; children: ReactNode }) {
  if (hydrating()) {
    let turn = turns.get(name);
    if (turn === undefined) {
      turn = nextTask().then(() => void turns.set(name, 'taken'));
      turns.set(name, turn);
    }
    if (turn !== 'taken') throw turn;
  }
  return children;
}

/**
 * Its one child element hydrates in a task of its own, after the page's first pass; `name` is
 * unique on the page.
 */
export function HydrateApart({ name, children }: { name: string; children: ReactElement }) {
  awaitPart(name);
  return (
    <IdScope name={name}>
      <Suspense fallback={null}>
        <WaitForTurn name={name}>
          <PartHydrated name={name}>{children}</PartHydrated>
        </WaitForTurn>
      </Suspense>
    </IdScope>
  );
}

/**
 * The component `load` resolves to, as a part whose code is a chunk of its own: fetched when
 * the part nears the screen or is first used, at once when the page is already live. The
 * component must draw one root element (what stays in place while its code is on its way);
 * `name` is unique on the page. Code that will not load (a page opened before a deploy) reloads
 * the page once; the part then stays as built, and the page answers without it.
 */
export function later<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let request = () => {};
  const requested = new Promise<void>((resolve) => {
    request = () => {
      awaitPart(name);
      resolve();
    };
  });
  const Part = lazy(async () => {
    if (hydrating()) await requested;
    const Component = await load().catch((error: unknown) => {
      console.error(`The code of the page's ${name} part did not load`, error);
      givePartUp(name);
      reloadForNewBuild();
      // Suspended for good: the part keeps the elements it was built with.
      return new Promise<never>(() => {});
    });
    // Its code has just run; the part hydrates in the next task.
    await nextTask();
    // The part's own hydration is what the page waits for: Preact commits what surrounds a
    // suspended component, so the signal is given from inside the loaded code.
    const Loaded = (props: Props) => (
      <PartHydrated name={name}>
        <Component {...props} />
      </PartHydrated>
    );
    return { default: Loaded };
  });
  function LaterPart(props: Props) {
    // Marks where the part begins: its built element is the next one.
    const marker = useRef<HTMLSpanElement>(null);
    useEffect(() => {
      const element = marker.current?.nextElementSibling;
      // Decided now, before the page can count as answering without a part already in view.
      if (!element || isNearScreen(element)) request();
      else void whenNearOrUsed(element).then(request);
    }, []);
    return (
      <>
        <span hidden data-part={name} ref={marker} />
        <IdScope name={name}>
          <Suspense fallback={null}>
            <Part {...props} />
          </Suspense>
        </IdScope>
      </>
    );
  }
  return LaterPart;
}
