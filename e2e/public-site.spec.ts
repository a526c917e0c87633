import type { Page } from '@playwright/test';
import { CATEGORIES, type Category } from '../src/domain/catalogue/categories.ts';
import { cardsOf, FREELANCING_PAGES, PROGRAMS } from '../src/domain/catalogue/programs.ts';
import { INFO_PAGES, publicPages } from '../src/domain/site-pages.ts';
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

test("the spec's paths show their pages, other spellings redirected", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the server's redirects and the pages' headings: the same at every width");
  for (const [path, heading] of SPEC_ROUTES) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    });
  }
});

/** A category's cards as the tab panel offers them: each names its program and leads to its page. */
const cardsPanel = (category: Category) =>
  [
    `- tabpanel "${category}":`,
    '  - list:',
    '    - /children: equal',
    ...cardsOf(category).flatMap((card) => [
      '    - listitem:',
      `      - link "${card.label} Enroll now":`,
      `        - /url: ${card.path}`,
    ]),
  ].join('\n');

test('the home category picker shows each category and every card reaches its page', async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  const tabs = page.getByRole('tablist', { name: 'Select Type' });
  await expect(tabs.getByRole('tab', { name: 'Technology' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  for (const category of CATEGORIES) {
    await tabs.getByRole('tab', { name: category, exact: true }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel).toMatchAriaSnapshot(cardsPanel(category));
    // Follow one card through the browser, and come back for the next category.
    await panel.getByRole('link').last().click();
    await expect(page).toHaveURL(cardsOf(category).at(-1)!.path);
    if (!isMobile) await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/');
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

/*
 * axe checks every public page at the desktop width. At the phone's, where the header becomes a
 * menu and cards stack, it checks one page of each route module: the program pages share one
 * module, as the freelancing pages do, and differ only in their texts, which the desktop checks
 * read on every page. Every page is checked for sideways scroll at both widths.
 * A test visits a group of pages in turn, a step each: opening a browser page for every one
 * would cost about as much again as visiting it.
 */
const FIRST_OF_EACH_MODULE = new Set([
  ...INFO_PAGES,
  PROGRAMS[0]!.path,
  FREELANCING_PAGES[0]!.path,
  '/no-such-page',
]);

async function expectQuality(page: Page, path: string, isMobile: boolean) {
  if (!isMobile || FIRST_OF_EACH_MODULE.has(path)) await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
}

test.describe('quality', () => {
  for (const category of new Set(PROGRAMS.map((p) => p.category))) {
    const programs = PROGRAMS.filter((p) => p.category === category);
    test(`the ${category} program pages have their title, syllabus, certificates and three plans in rupees, and pass the quality checks`, async ({
      page,
      isMobile,
    }) => {
      test.slow(); // several pages
      for (const program of programs) {
        await test.step(program.path, async () => {
          await page.goto(program.path);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(program.name);
          await expect(page).toHaveTitle(`${program.name} online mentorship program | Mentora`);
          await expect(page.getByRole('heading', { name: 'Syllabus' })).toBeVisible();
          await expect(page.getByRole('img', { name: /Sample certificate/ })).toHaveCount(2);
          await expect(page.getByText('₹14,999')).toBeVisible();
          await expect(page.getByRole('button', { name: /^Add Cart/ })).toHaveCount(3);
          await expectQuality(page, program.path, isMobile);
        });
      }
    });
  }

  const programPaths = new Set(PROGRAMS.map((p) => p.path));
  const freelancingPaths = new Set(FREELANCING_PAGES.map((f) => f.path));
  const others = publicPages().filter((path) => !programPaths.has(path));
  const groups = {
    'freelancing pages': others.filter((path) => freelancingPaths.has(path)),
    'other public pages and the 404 page': [
      ...others.filter((path) => !freelancingPaths.has(path)),
      '/no-such-page',
    ],
  };
  for (const [group, paths] of Object.entries(groups)) {
    test(`the ${group} have no accessibility violations and no sideways scroll`, async ({
      page,
      isMobile,
    }) => {
      test.slow(); // several pages
      for (const path of paths) {
        await test.step(path, async () => {
          await page.goto(path);
          await expectQuality(page, path, isMobile);
        });
      }
    });
  }

  test('pages carry their own title, description, canonical link and Open Graph tags', async ({
    request,
    isMobile,
  }) => {
    test.skip(isMobile, 'the HTML is the same for both viewports');
    for (const path of publicPages()) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<title>[^<]+ \| Mentora<\/title>/);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html, path).toContain(`<link rel="canonical" href="${origin}${path}"/>`);
      expect(html, path).toContain('<meta property="og:title"');
      expect(html, path).toMatch(/<h1[^>]*>/);
    }
  });

  test('program pages describe the course and its three offers in INR', async ({
    request,
    isMobile,
  }) => {
    test.skip(isMobile, 'the HTML is the same for both viewports');
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
