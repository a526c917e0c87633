import type { Page } from '@playwright/test';

/**
 * Scrolls to a part whose code loads only when it nears the screen (a program page's enquiry
 * form and reviews; components/hydrate-later.tsx), as a person scrolling there would.
 */
export async function scrollToPart(page: Page, name: string): Promise<void> {
  await page.locator(`[data-part="${name}"] + *`).scrollIntoViewIfNeeded();
}
