// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const live = () => document.documentElement.dataset.hydrated !== undefined;

/**
 * A page built ahead with one deferred part, hydrated in this document. Each test loads the
 * modules afresh: whether the page has hydrated is the module's own state.
 */
async function hydrateBuiltPage() {
  vi.resetModules();
  const [{ HydrateLater, usePageHydrated }, { hydrateRoot }, { renderToString }, { useEffect }] =
    await Promise.all([
      import('./hydrate-later.tsx'),
      import('react-dom/client'),
      import('react-dom/server'),
      import('react'),
    ]);
  const onFirst = vi.fn();
  const onLater = vi.fn();
  /** Whether the page called itself live when the deferred part's effects ran. */
  const liveWhenLaterHydrated: boolean[] = [];
  function Later() {
    useEffect(() => {
      liveWhenLaterHydrated.push(live());
    }, []);
    return <button onClick={onLater}>Later</button>;
  }
  function Page() {
    usePageHydrated();
    return (
      <main>
        <button onClick={onFirst}>First</button>
        <HydrateLater>
          <Later />
        </HydrateLater>
      </main>
    );
  }
  // Prerendering has no document.
  vi.stubGlobal('document', undefined);
  const html = renderToString(<Page />);
  vi.unstubAllGlobals();

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const [first, later] = container.querySelectorAll('button');
  hydrateRoot(container, <Page />);
  return { container, first: first!, later: later!, onFirst, onLater, liveWhenLaterHydrated };
}

beforeEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
});
afterEach(() => vi.unstubAllGlobals());

describe('HydrateLater', () => {
  it('hydrates the built part after the page, and only then calls the page live', async () => {
    const page = await hydrateBuiltPage();
    await waitFor(() => expect(live()).toBe(true));
    expect(page.liveWhenLaterHydrated).toEqual([false]);
    // The built elements, kept (nothing redrawn), now answering.
    const [first, later] = page.container.querySelectorAll('button');
    expect([first, later]).toEqual([page.first, page.later]);
    fireEvent.click(page.first);
    fireEvent.click(page.later);
    expect(page.onFirst).toHaveBeenCalledOnce();
    expect(page.onLater).toHaveBeenCalledOnce();
  });

  it('answers a click that lands in the part before it has hydrated', async () => {
    const page = await hydrateBuiltPage();
    await waitFor(() => {
      fireEvent.click(page.first);
      expect(page.onFirst).toHaveBeenCalled();
    });
    fireEvent.click(page.later);
    await waitFor(() => expect(page.onLater).toHaveBeenCalledOnce());
  });
});
