import { test, expect } from '@playwright/test';
import { firstLoadJs } from '../scripts/first-load-js.mjs';

/** Issue 17's figure for a program page: 90 KB, gzipped. */
const FIRST_LOAD_BUDGET_KB = 90;
const PAGES = ['/', '/programs', '/python', '/freelancing/Digital-Marketing', '/contact', '/login'];

for (const page of PAGES) {
  test(`${page} loads at most 90 KB of JavaScript (gzipped) before it is used`, ({ isMobile }) => {
    test.skip(isMobile, 'the build is the same for both viewports');
    const { total } = firstLoadJs('dist/web/client', page);
    expect(total / 1000).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
  });
}

test('public pages do not load account code', ({ isMobile }) => {
  test.skip(isMobile, 'the build is the same for both viewports');
  const { files } = firstLoadJs('dist/web/client', '/python');
  // The screens' own modules; the navigation's small session and cart-count helpers are shared.
  expect(
    files
      .map((f) => f.url)
      .filter((url) =>
        /\/(profile|checkout|cart|login|signup|forgot-password)-[\w-]{8}\.js$/.test(url),
      ),
  ).toEqual([]);
});
