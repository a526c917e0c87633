import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Nothing on the page is wider than the window (a phone would scroll sideways). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, 'pixels wider than the window').toBeLessThanOrEqual(0);
}

/**
 * axe-core finds no WCAG problem on the page as a person sees it once it settles: colours are
 * read after the transitions under way end (a button fading in from its disabled look would
 * otherwise be measured half-way); endless animations, such as spinners, are not waited for.
 * Each is awaited no longer than it has left to run, so one the browser stops advancing (as in
 * a section it skips painting, `content-visibility: auto`) cannot hold the test until its
 * timeout, as it once did on the privacy page in CI.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document.getAnimations().map((a) => {
        const timing = a.effect?.getComputedTiming();
        const endTime = Number(timing?.endTime ?? 0);
        if (!Number.isFinite(endTime)) return undefined;
        const left = Math.max(0, endTime - Number(timing?.localTime ?? 0)) / (a.playbackRate || 1);
        return Promise.race([
          a.finished.catch(() => undefined),
          new Promise((resolve) => setTimeout(resolve, left + 100)),
        ]);
      }),
    ),
  );
  // A page without frames is checked by axe.run in the page itself (its 'legacy' mode), not in
  // parts merged in a second page opened for it; and only violations are listed in full: the
  // same rules on the same page, in about half the time.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(page.frames().length === 1)
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
  ).toEqual([]);
}
