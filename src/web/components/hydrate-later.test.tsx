// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/react';
import { useId, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../lib/reload-for-new-build.ts', () => ({ reloadForNewBuild: vi.fn(() => true) }));

/** The module loaded afresh, with a part not yet asked for. */
async function freshLater() {
  vi.resetModules();
  return import('./hydrate-later.tsx');
}

/** A page with a part made by later() and a field after it; clicks record the ids they saw. */
function makePage(
  { later, usePageHydrated }: Awaited<ReturnType<typeof freshLater>>,
  load: (field: ComponentType<{ name: string }>) => Promise<ComponentType<{ name: string }>>,
  clicked: string[],
) {
  function Field({ name }: { name: string }) {
    const id = useId();
    return (
      <p>
        <label htmlFor={id}>{name}</label>
        <input id={id} />
        <button onClick={() => clicked.push(name)}>{name}</button>
      </p>
    );
  }
  const Later = later('part', () => load(Field));
  return function Page() {
    usePageHydrated();
    return (
      <main>
        <Later name="Later" />
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

/** The page as the prerender builds it: every part waited for, in its place. */
async function buildHtml(): Promise<string> {
  const { prerender } = await import('react-dom/static');
  const Built = makePage(await freshLater(), async (field) => field, []);
  vi.stubGlobal('document', undefined);
  try {
    const { prelude } = await prerender(<Built />);
    return await new Response(prelude).text();
  } finally {
    vi.unstubAllGlobals();
  }
}

/**
 * The built page hydrated here; with `far`, the part lies two screens below what is shown; with
 * `unreachable`, its code will not load.
 */
async function hydrateBuiltPage({ far = false, unreachable = false } = {}) {
  const html = await buildHtml();
  observed.length = 0;
  vi.stubGlobal('IntersectionObserver', WatchingObserver);
  if (far) {
    const below = { top: 2 * innerHeight, bottom: 2 * innerHeight + 100 } as DOMRect;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(below);
  }
  const clicked: string[] = [];
  const load = vi.fn(async (field: ComponentType<{ name: string }>) => {
    if (unreachable) throw new TypeError('Failed to fetch dynamically imported module');
    return field;
  });
  const Page = makePage(await freshLater(), load, clicked);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const built = [...container.querySelectorAll('input')];
  const builtHtml = container.innerHTML;
  const { hydrateRoot } = await import('react-dom/client');
  const errors: unknown[] = [];
  hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) });
  const button = (name: string) =>
    [...container.querySelectorAll('button')].find((b) => b.textContent === name)!;
  /** Settles once a click on the button reaches its handler. */
  const answers = (name: string) =>
    waitFor(() => {
      fireEvent.click(button(name));
      expect(clicked).toContain(name);
    });
  return { container, html, builtHtml, built, load, clicked, button, answers, errors };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a part that loads later', () => {
  it('is built whole, in its place', async () => {
    const html = await buildHtml();
    expect(html).toMatch(/<span hidden="" data-part="part"><\/span><!--\$--><p>.*>Later<\/button>/);
  });

  it('hydrates with the page when it is on the screen, keeping the built elements', async () => {
    const page = await hydrateBuiltPage();
    await page.answers('Later');
    await page.answers('After');
    expect(page.load).toHaveBeenCalledOnce();
    // Nothing redrawn: the same elements, with the ids and labels they were built with.
    expect([...page.container.querySelectorAll('input')]).toEqual(page.built);
    expect(page.container.innerHTML).toBe(page.builtHtml);
    expect(page.errors).toEqual([]);
  });

  it('leaves its code unfetched while it is far from the screen; the page answers meanwhile', async () => {
    const page = await hydrateBuiltPage({ far: true });
    await page.answers('After');
    expect(page.load).not.toHaveBeenCalled();
    expect(page.container.innerHTML).toBe(page.builtHtml);
    comeNear();
    await page.answers('Later');
    expect(page.load).toHaveBeenCalledOnce();
    expect([...page.container.querySelectorAll('input')]).toEqual(page.built);
    expect(page.errors).toEqual([]);
  });

  it('fetches its code at once when a person reaches for it, far from the screen', async () => {
    const page = await hydrateBuiltPage({ far: true });
    await page.answers('After');
    fireEvent.pointerDown(page.built[0]!);
    await page.answers('Later');
    expect(page.load).toHaveBeenCalledOnce();
  });

  it('keeps what was typed into it before its code came', async () => {
    const page = await hydrateBuiltPage({ far: true });
    await page.answers('After');
    const input = page.built[0]!;
    input.value = 'typed early';
    fireEvent.focusIn(input);
    await page.answers('Later');
    expect(page.built[0]!.value).toBe('typed early');
  });

  it('stays as built when its code will not load, reloads the page once, and the page answers', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = await hydrateBuiltPage({ unreachable: true });
    await page.answers('After');
    const { reloadForNewBuild } = await import('../lib/reload-for-new-build.ts');
    await waitFor(() => expect(reloadForNewBuild).toHaveBeenCalledOnce());
    expect(error).toHaveBeenCalledWith(
      "The code of the page's part part did not load",
      expect.any(TypeError),
    );
    expect([...page.container.querySelectorAll('input')]).toEqual(page.built);
    expect(page.container.innerHTML).toBe(page.builtHtml);
  });
});
