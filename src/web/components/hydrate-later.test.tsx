// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../lib/reload-for-new-build.ts', () => ({ reloadForNewBuild: vi.fn(() => true) }));

const live = () => document.documentElement.dataset.hydrated !== undefined;

/** The modules a page is made of, loaded afresh: whether the page has hydrated is their state. */
async function freshModules() {
  vi.resetModules();
  const [{ HydrateApart, later, usePageHydrated }, { useElementId }] = await Promise.all([
    import('./hydrate-later.tsx'),
    import('../lib/element-id.tsx'),
  ]);
  return { HydrateApart, later, usePageHydrated, useElementId };
}

/** A page with a part made by later(), one hydrated apart, and a field after them. */
function makePage(
  { HydrateApart, later, usePageHydrated, useElementId }: Awaited<ReturnType<typeof freshModules>>,
  load: (field: ComponentType<{ name: string }>) => Promise<ComponentType<{ name: string }>>,
  clicked: string[],
) {
  function Field({ name }: { name: string }) {
    const id = useElementId();
    return (
      <p>
        <label htmlFor={id}>{name}</label>
        <input id={id} />
        <button onClick={() => clicked.push(id)}>{name}</button>
      </p>
    );
  }
  const Later = later('part', () => load(Field));
  return function Page() {
    usePageHydrated();
    return (
      <main>
        <Later name="Later" />
        <HydrateApart name="apart">
          <Field name="Apart" />
        </HydrateApart>
        <Field name="After" />
      </main>
    );
  };
}

/** Stands in for the browser's: reports nothing until `comeNear()`. */
const observed: { element: Element; callback: IntersectionObserverCallback }[] = [];
class WatchingObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observed.push({ element, callback: this.callback });
  }
  disconnect() {}
}
function comeNear() {
  for (const { element, callback } of observed)
    callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as never);
}

/**
 * The page built ahead (as the prerender does, without a document), then hydrated here; with
 * `far`, its parts lie two screens below what is shown; with `unreachable`, the later part's
 * code will not load.
 */
async function hydrateBuiltPage({ far = false, unreachable = false } = {}) {
  const { renderToStringAsync } = await import('preact-render-to-string');
  const Built = makePage(await freshModules(), async (field) => field, []);
  vi.stubGlobal('document', undefined);
  const html = await renderToStringAsync(<Built />);
  vi.unstubAllGlobals();
  observed.length = 0;
  vi.stubGlobal('IntersectionObserver', WatchingObserver);
  if (far) {
    const below = { top: 2 * innerHeight, bottom: 2 * innerHeight + 100 } as DOMRect;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(below);
  }

  /** The ids each field believed it had, as clicked. */
  const clicked: string[] = [];
  const load = vi.fn(async (field: ComponentType<{ name: string }>) => {
    if (unreachable) throw new TypeError('Failed to fetch dynamically imported module');
    return field;
  });
  const Page = makePage(await freshModules(), load, clicked);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const built = [...container.querySelectorAll('input')];
  const builtHtml = container.innerHTML;
  const { hydrateRoot } = await import('react-dom/client');
  hydrateRoot(container, <Page />);
  const button = (name: string) =>
    [...container.querySelectorAll('button')].find((b) => b.textContent === name)!;
  return { container, html, builtHtml, built, load, clicked, button };
}

const partsHydrated = () => document.documentElement.dataset.parts?.split(' ') ?? [];

beforeEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
  delete document.documentElement.dataset.parts;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a part that loads later', () => {
  it('is built whole, and keeps its code unfetched while the page is taken over', async () => {
    const page = await hydrateBuiltPage();
    expect(page.html).toContain('>Later</button>');
    expect(page.load).not.toHaveBeenCalled();
    expect(live()).toBe(false);
  });

  it('hydrates with the page when it is on the screen, keeping the built elements and their ids', async () => {
    const page = await hydrateBuiltPage();
    await waitFor(() => expect(live()).toBe(true));
    expect(page.load).toHaveBeenCalledOnce();
    expect(partsHydrated()).toContain('part');
    // Nothing redrawn: the same elements, with the ids and labels they were built with.
    expect([...page.container.querySelectorAll('input')]).toEqual(page.built);
    expect(page.container.innerHTML).toBe(page.builtHtml);
    fireEvent.click(page.button('Later'));
    fireEvent.click(page.button('After'));
    fireEvent.click(page.button('Apart'));
    expect(page.clicked).toEqual(['part-0', 'id-0', 'apart-0']);
    expect(page.built.map((input) => input.id)).toEqual(['part-0', 'apart-0', 'id-0']);
  });

  it('hydrates a part apart in a task after the page’s first pass', async () => {
    const page = await hydrateBuiltPage();
    // The first pass has run: the field after it answers, the part apart not yet.
    fireEvent.click(page.button('After'));
    fireEvent.click(page.button('Apart'));
    expect(page.clicked).toEqual(['id-0']);
    await waitFor(() => {
      fireEvent.click(page.button('Apart'));
      expect(page.clicked).toContain('apart-0');
    });
    expect([...page.container.querySelectorAll('input')]).toEqual(page.built);
  });

  it('leaves its code unfetched while it is far from the screen; the page answers meanwhile', async () => {
    const page = await hydrateBuiltPage({ far: true });
    await waitFor(() => expect(live()).toBe(true));
    expect(page.load).not.toHaveBeenCalled();
    expect(partsHydrated()).toEqual(expect.arrayContaining(['apart']));
    expect(partsHydrated()).not.toContain('part');
    comeNear();
    await waitFor(() => expect(partsHydrated()).toContain('part'));
    expect(page.load).toHaveBeenCalledOnce();
    expect([...page.container.querySelectorAll('input')]).toEqual(page.built);
    fireEvent.click(page.button('Later'));
    expect(page.clicked).toEqual(['part-0']);
  });

  it('fetches its code at once when a person reaches for it, far from the screen', async () => {
    const page = await hydrateBuiltPage({ far: true });
    await waitFor(() => expect(live()).toBe(true));
    fireEvent.pointerDown(page.button('Later'));
    await waitFor(() => expect(partsHydrated()).toContain('part'));
    expect(page.load).toHaveBeenCalledOnce();
  });

  it('stays as built when its code will not load, reloads the page once, and the page answers', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = await hydrateBuiltPage({ unreachable: true });
    await waitFor(() => expect(live()).toBe(true));
    const { reloadForNewBuild } = await import('../lib/reload-for-new-build.ts');
    expect(reloadForNewBuild).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledWith(
      "The code of the page's part part did not load",
      expect.any(TypeError),
    );
    expect(partsHydrated()).not.toContain('part');
    expect([...page.container.querySelectorAll('input')]).toEqual(page.built);
    expect(page.container.innerHTML).toBe(page.builtHtml);
    fireEvent.click(page.button('After'));
    expect(page.clicked).toEqual(['id-0']);
  });
});
