import { randomInt } from 'node:crypto';
import { test as base, expect } from '@playwright/test';

const POPUP_DISMISSED_KEY = 'signup-popup-dismissed';

interface Fixtures {
  pageErrors: string[];
  /** Whether the home page's sign-up popup may open; off unless a test is about it. */
  signupPopup: boolean;
}

export const test = base.extend<Fixtures>({
  /**
   * Each test is a different visitor to the per-address rate limits (the e2e server trusts
   * loopback's X-Forwarded-For), as real visitors are; one test's sign-ups never lock out another.
   */
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },

  signupPopup: [false, { option: true }],

  context: async ({ context, signupPopup }, use) => {
    if (!signupPopup) {
      await context.addInitScript((key) => sessionStorage.setItem(key, '1'), POPUP_DISMISSED_KEY);
    }
    await use(context);
  },

  /**
   * Every test fails if the page logs an error or throws: that is how a CSP violation, a
   * hydration mismatch or a broken script shows itself. Chromium's own line for an HTTP error
   * response is not one: tests provoke those on purpose and check what the page says.
   */
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.message));
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && !text.startsWith('Failed to load resource')) {
          errors.push(text);
        }
      });
      await use(errors);
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Runs the test at 1280 px only. For what works the same at any width: the phone's layout of
 * the same screens is checked where the phone matters (account-quality, phone-layout, staff-day
 * and each flow's first test), and CI's time goes to what a second width could catch.
 */
export function atOneWidth(why: string): void {
  test.skip(test.info().project.name !== 'desktop', why);
}
