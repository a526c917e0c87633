import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';

/**
 * For a component test file: `fetch` answers as each test tells it (and nothing reaches a
 * network); after each test the rendered page is emptied and the stub forgotten.
 */
export function stubFetchPerTest(): Mock<typeof fetch> {
  const fetchSpy = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchSpy));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchSpy.mockReset();
  });
  return fetchSpy;
}
