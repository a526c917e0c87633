import { test as base, expect } from '@playwright/test';

/**
 * Every test fails if the page logs an error or throws: that is how a CSP violation, a
 * hydration mismatch or a broken script shows itself. Chromium's own line for an HTTP error
 * response is not one: tests provoke those on purpose and check what the page says.
 */
export const test = base.extend<{ pageErrors: string[] }>({
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
