import type { BrowserContext, Page, Response } from '@playwright/test';

async function hydrated(page: Page, response: Response | null): Promise<Response | null> {
  if (response?.headers()['content-type']?.startsWith('text/html')) {
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  }
  return response;
}

/**
 * Makes every navigation of the context's pages wait, after the load event, until React has
 * hydrated the page (root.tsx marks <html data-hydrated>): the pages paint first and fetch their
 * JavaScript afterwards, and a click before hydration reaches a button with no handler yet.
 */
export function awaitHydration(context: BrowserContext): void {
  const wrap = (page: Page) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => hydrated(page, await goto(url, options));
    page.reload = async (options) => hydrated(page, await reload(options));
  };
  context.pages().forEach(wrap);
  context.on('page', wrap);
}

/**
 * Scrolls to a part whose code loads only when it nears the screen (a program page's enquiry
 * form and reviews; components/hydrate-later.tsx), and waits until it has hydrated, as a person
 * scrolling there would find it.
 */
export async function scrollToPart(page: Page, name: string): Promise<void> {
  await page.locator(`[data-part="${name}"] + *`).scrollIntoViewIfNeeded();
  await page.locator(`html[data-parts~="${name}"]`).waitFor({ state: 'attached' });
}
