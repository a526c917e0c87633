// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadForNewBuild } from './reload-for-new-build.ts';

const MINUTE = 60_000;

beforeEach(() => {
  sessionStorage.clear();
  history.replaceState(null, '', '/python');
});
afterEach(() => vi.restoreAllMocks());

describe('reloading for a new build', () => {
  it('reloads once, and not again for the same address within a minute', () => {
    const reload = vi.fn();
    expect(reloadForNewBuild({ now: 0, reload })).toBe(true);
    expect(reloadForNewBuild({ now: MINUTE - 1, reload })).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    expect(reloadForNewBuild({ now: MINUTE, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads another address that fails moments later', () => {
    const reload = vi.fn();
    reloadForNewBuild({ now: 0, reload });
    history.replaceState(null, '', '/java');
    expect(reloadForNewBuild({ now: 1, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('waits for the network when offline, rather than show the browser’s offline page', () => {
    const reload = vi.fn();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(reloadForNewBuild({ reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    online.mockReturnValue(true);
    dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload without storage to remember it by', () => {
    const reload = vi.fn();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(reloadForNewBuild({ reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
