import { CATEGORIES } from '../src/domain/catalogue/categories.ts';
import { cardsOf, PROGRAMS } from '../src/domain/catalogue/programs.ts';
import { PUBLIC_PAGES } from '../src/domain/site-pages.ts';
import { E2E_PORTS } from './support/ports.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/quality.ts';

// Canonical links are written when the pages are built: the e2e server runs pages built for
// its own PUBLIC_ORIGIN (scripts/start.mjs rebuilds them otherwise).
const origin = `http://localhost:${E2E_PORTS.site}`;

const SPEC_ROUTES: Array<[string, string | RegExp]> = [
  ['/', /Learn real skills/],
  ['/about', 'About Mentora'],
  ['/contact', 'Contact us'],
  ['/programs', 'All programs'],
  ['/refund-cancellation-policy', 'Refund and cancellation policy'],
  ['/ai', 'Artificial Intelligence'],
  ['/human-resource', 'Human Resource Management'],
  ['/Python', 'Python'],
  ['/Java', 'Java'],
  ['/C', 'C Programming'],
  ['/Cpp', 'C++ Programming'],
  ['/PowerBI', 'Power BI'],
  ['/Excel', 'Excel'],
  ['/freelancing/UI-Designing', 'UI/UX Design Freelancing'],
];

test.describe('routes', () => {
  for (const [path, heading] of SPEC_ROUTES) {
    test(`${path} shows its page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }

  for (const program of PROGRAMS) {
    test(`${program.path} has its title, syllabus, certificates and three plans in rupees`, async ({
      page,
    }) => {
      await page.goto(program.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(program.name);
      await expect(page).toHaveTitle(`${program.name} online mentorship program | Mentora`);
      await expect(page.getByRole('heading', { name: 'Syllabus' })).toBeVisible();
      await expect(page.getByRole('img', { name: /Sample certificate/ })).toHaveCount(2);
      await expect(page.getByText('₹14,999')).toBeVisible();
      await expect(page.getByRole('button', { name: /^Add Cart/ })).toHaveCount(3);
    });
  }
});

test('the home category picker shows each category and every card reaches its page', async ({
  page,
  isMobile,
}) => {
  test.slow(); // seven categories, then seven page loads
  await page.goto('/');
  const tabs = page.getByRole('tablist', { name: 'Select Type' });
  await expect(tabs.getByRole('tab', { name: 'Technology' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  for (const category of CATEGORIES) {
    await tabs.getByRole('tab', { name: category, exact: true }).click();
    const panel = page.getByRole('tabpanel');
    const cards = cardsOf(category);
    await expect(panel.getByRole('link')).toHaveCount(cards.length);
    for (const card of cards) {
      await expect(
        panel.getByRole('link', { name: `${card.label} Enroll now`, exact: true }),
      ).toHaveAttribute('href', card.path);
    }
  }
  // Follow one card per category through the browser.
  for (const category of CATEGORIES) {
    await page.goto('/');
    await tabs.getByRole('tab', { name: category, exact: true }).click();
    const card = cardsOf(category).at(-1)!;
    await page.getByRole('tabpanel').getByRole('link').last().click();
    await expect(page).toHaveURL(card.path);
    if (!isMobile) await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('the category picker works from the keyboard', async ({ page }) => {
  await page.goto('/');
  const tabs = page.getByRole('tablist', { name: 'Select Type' });
  await tabs.getByRole('tab', { name: 'Technology' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Programming Language' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(tabs.getByRole('tab', { name: 'Programming Language' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(tabs.getByRole('tab', { name: 'Freelancing' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Technology' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('FAQ and syllabus open and close by keyboard', async ({ page }) => {
  await page.goto('/');
  const question = page.getByText('How long will I have access to my program?');
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/lifetime/i).first()).toBeVisible();
  await page.goto('/python');
  const second = page.locator('section[aria-labelledby="syllabus"] details').nth(1);
  await expect(second).not.toHaveAttribute('open');
  await second.locator('summary').focus();
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('open');
});

test.describe('desktop navigation', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop bar');
  test('the Programs dropdown opens, lists the seven groups and closes with Escape', async ({
    page,
  }) => {
    await page.goto('/');
    const button = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Programs' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const category of CATEGORIES) {
      await expect(page.getByRole('region', { name: category })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await button.click();
    await page
      .getByRole('region', { name: 'Mechanics' })
      .getByRole('link', { name: 'AutoCAD' })
      .click();
    await expect(page).toHaveURL('/auto-cad');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('phone navigation', () => {
  test.skip(({ isMobile }) => !isMobile, 'sidebar below 900 px');
  test('the sidebar opens, keeps focus inside, closes with Escape and navigates', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sidebar = page.getByRole('dialog', { name: 'Menu' });
    await expect(sidebar).toBeVisible();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await sidebar.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await sidebar.getByText('Programs').click();
    await sidebar.getByRole('link', { name: 'Psychology' }).click();
    await expect(page).toHaveURL('/psychology');
    await expect(sidebar).toBeHidden();
  });
});

test.describe('quality', () => {
  for (const path of [...PUBLIC_PAGES, '/no-such-page']) {
    test(`${path} has no accessibility violations and no sideways scroll`, async ({
      page,
      isMobile,
    }) => {
      await page.goto(path);
      if (!isMobile) await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
    });
  }

  test('pages carry their own title, description, canonical link and Open Graph tags', async ({
    request,
  }) => {
    for (const path of PUBLIC_PAGES) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<title>[^<]+ \| Mentora<\/title>/);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html, path).toContain(`<link rel="canonical" href="${origin}${path}"/>`);
      expect(html, path).toContain('<meta property="og:title"');
      expect(html, path).toMatch(/<h1[^>]*>/);
    }
  });

  test('program pages describe the course and its three offers in INR', async ({ request }) => {
    const html = await (await request.get('/python')).text();
    const json = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!;
    const course = JSON.parse(json);
    expect(course['@type']).toBe('Course');
    expect(
      course.offers.map(
        (o: { price: string; priceCurrency: string }) => `${o.price} ${o.priceCurrency}`,
      ),
    ).toEqual(['4999.00 INR', '9999.00 INR', '14999.00 INR']);
  });
});
