import { expect, test } from './support/fixtures.ts';

test('an unknown path shows the 404 page with status 404 and leads home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('every navigation starts at the top of the page', async ({ page }) => {
  await page.goto('/');
  // Make the page taller than any screen so that the footer link is far down.
  await page.evaluate(() =>
    document.getElementById('main')!.style.setProperty('min-height', '3000px'),
  );
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Contact us' })
    .scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('before the code arrives', () => {
  test.skip(
    ({ isMobile }) => isMobile,
    'each opens a page of its own at a set size, or none: the same in both projects',
  );

  test('pages arrive as HTML with their content before any script runs', async ({ request }) => {
    const response = await request.get('/contact');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1');
    expect(html).toContain('Contact us');
    // React Router's own loading: the modules preloaded, no React-only props in the HTML.
    expect(html).toContain('<link rel="modulepreload"');
    expect(html).not.toContain('suppressHydrationWarning');
    expect(response.headers()['content-security-policy']).toContain("object-src 'none'");
  });

  test('a form waits, visibly, until the page answers, with nothing typed in the address', async ({
    browser,
    baseURL,
  }) => {
    // A page of its own: the page's code never arrives.
    const page = await browser.newPage({ baseURL });
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/contact');
    await page.getByLabel('Phone').fill('9876543210');
    await page.getByLabel('Phone').press('Enter');
    await expect(page.getByRole('button', { name: 'Send enquiry' })).toBeDisabled();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByLabel('Phone')).toHaveValue('9876543210');
    await page.close();
  });

  test('the phone menu opens at the first tap, before the page answers', async ({
    browser,
    baseURL,
  }) => {
    const page = await browser.newPage({ baseURL, viewport: { width: 375, height: 812 } });
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/contact');
    await page.close();
  });
});

test('the reviews load when a person scrolls near them; their form waits for its code and keeps what was typed', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(request.url()));
  // The reviews' code is held on its way until the end.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/program-reviews-*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/python');
  expect(asked.filter((url) => url.includes('/program-reviews-'))).toEqual([]);

  const form = page.getByRole('form', { name: 'Write a review' });
  await form.scrollIntoViewIfNeeded();
  await expect.poll(() => asked.some((url) => url.includes('/program-reviews-'))).toBe(true);
  await form.getByLabel('Review').fill('Typed before the code came');
  const submit = form.getByRole('button', { name: 'Submit review' });
  await expect(submit).toBeDisabled();

  release();
  await expect(page.getByText('No reviews yet for this program.')).toBeVisible();
  await submit.click();
  // Checked once it answers: it lacks a name and a rating, and keeps what was typed.
  await expect(
    form.getByText('Please fill all fields and select a valid rating (1-5).'),
  ).toBeVisible();
  await expect(form.getByLabel('Review')).toHaveValue('Typed before the code came');
  await expect(page).toHaveURL('/python');
});

test('a program page opened before a deploy stays whole when the reviews’ code is gone', async ({
  page,
  pageErrors,
}) => {
  // The build the page came from has been replaced: its chunk of the reviews is not found.
  await page.route('**/assets/program-reviews-*.js', (route) => route.fulfill({ status: 404 }));
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto('/python');
  const reviews = page.locator('[data-part="reviews"] + *');

  // Scrolling there asks for the code; its failure reloads the page, for the new build's.
  await reviews.scrollIntoViewIfNeeded();
  await expect.poll(() => loads).toBe(2);

  // Still missing after the reload: the page stays as built, and answers.
  await reviews.scrollIntoViewIfNeeded();
  await expect.poll(() => pageErrors.length).toBe(2);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Python');
  await expect(page.getByText('Please reload the page.')).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Write a review' })).toBeVisible();
  expect(loads).toBe(2);
  // The page says what failed, once before the reload and once after; nothing else went wrong.
  expect(pageErrors.splice(0)).toEqual(
    Array(2).fill(expect.stringContaining("The code of the page's reviews part did not load")),
  );
});
