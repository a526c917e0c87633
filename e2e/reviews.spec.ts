import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { newAccount, registered, signedIn } from './support/accounts.ts';
import { freshUtr, placeOrderByApi } from './support/people.ts';
import { atOneWidth, expect, test } from './support/fixtures.ts';
import { E2E_ADMIN_EMAIL } from './support/ports.ts';
import { ownerSignedIn } from './support/staff.ts';
import { scrollToPart } from './support/parts.ts';

/** Desktop and phone run at once on one database: each gets its own programs. */
const programFor = (testInfo: TestInfo, desktop: string, mobile: string) =>
  testInfo.project.name === 'desktop' ? desktop : mobile;

/** A program page, scrolled down to its reviews. */
async function openReviews(page: Page, path: string) {
  await page.goto(path);
  await scrollToPart(page, 'reviews');
}

const reviewsOf = (page: Page) =>
  page.getByRole('region', { name: 'Student reviews' }).getByRole('listitem');

async function seedReview(request: APIRequestContext, program: string, i: number, tag: string) {
  const response = await request.post('/api/program-reviews/', {
    data: { program, user_name: `Learner ${i}`, comment: `Review ${i} ${tag}`, rating: 4 },
    // Each from its own address: one address may post only a few reviews an hour.
    headers: { 'x-forwarded-for': `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}` },
  });
  expect(response.status()).toBe(201);
}

test.describe('program reviews', () => {
  test('a visitor writes a review and sees it at the top of the list', async ({
    page,
  }, testInfo) => {
    const slug = programFor(testInfo, 'cloud-computing', 'app-development');
    const comment = `Patient mentors and real projects (${Date.now()})`;
    await openReviews(page, `/${slug}`);
    const form = page.getByRole('form', { name: 'Write a review' });

    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Please fill all fields and select a valid rating (1-5).',
    );
    await form.getByLabel('Name').fill('Kiran Shah');
    await expect(form.getByRole('alert')).toHaveCount(0);
    await form.getByLabel('Review').fill(comment);
    // The stars are a radio group: the keyboard moves along it.
    await form.getByRole('radio', { name: '1 star', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await form.getByRole('button', { name: 'Submit review' }).click();

    await expect(form.getByRole('status')).toHaveText('Thank you for your review!');
    await expect(form.getByLabel('Review')).toHaveValue('');
    const first = reviewsOf(page).first();
    await expect(first).toContainText('Kiran Shah');
    await expect(first).toContainText(comment);
    await expect(first.getByRole('img', { name: 'Rated 3 out of 5' })).toBeVisible();
    const today = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }).format(new Date());
    await expect(first.locator('time')).toHaveText(today);
    // Only the admin may delete.
    await expect(first.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  });

  test('a signed-in user reviews under their account name', async ({ page }, testInfo) => {
    atOneWidth('review rules; the list and the form are checked on a phone above');
    const slug = programFor(testInfo, 'auto-cad', 'medical-coding');
    const account = await signedIn(page.request, newAccount('Nisha'));
    const tag = String(Date.now());
    await seedReview(page.request, slug, 1, tag);
    await openReviews(page, `/${slug}`);
    // The newest reviews come with the page: nothing arrives later to move the form down.
    await expect(reviewsOf(page).first()).toContainText(`Review 1 ${tag}`);
    const form = page.getByRole('form', { name: 'Write a review' });
    await expect(form.getByLabel('Name')).toHaveValue(account.username);
    await expect(form.getByLabel('Name')).toHaveAttribute('readonly');
    await form.getByLabel('Review').fill('The Pro plan mentorship calls were worth it.');
    await form.locator('label', { hasText: '5 stars' }).click();
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(form.getByRole('status')).toHaveText('Thank you for your review!');
    await expect(reviewsOf(page).first()).toContainText(account.username);
  });

  test('nine reviews page 4 at a time, 3 on a narrow window', async ({ page }, testInfo) => {
    const slug = programFor(testInfo, 'psychology', 'embedded-system');
    const tag = String(Date.now());
    for (let i = 1; i <= 9; i++) await seedReview(page.request, slug, i, tag);
    const perPage = testInfo.project.name === 'desktop' ? 4 : 3;

    await openReviews(page, `/${slug}`);
    const pages = page.getByRole('navigation', { name: 'Review pages' });
    await expect(reviewsOf(page)).toHaveCount(perPage);
    await expect(reviewsOf(page).first()).toContainText(`Review 9 ${tag}`);
    await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(pages.getByRole('button', { name: /^Page / })).toHaveCount(3);
    await expect(pages.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await pages.getByRole('button', { name: 'Page 3' }).click();
    await expect(pages.getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(reviewsOf(page)).toHaveCount(9 - 2 * perPage);
    await expect(reviewsOf(page).last()).toContainText(`Review 1 ${tag}`);
    await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await pages.getByRole('button', { name: 'Previous page' }).click();
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(reviewsOf(page).first()).toContainText(`Review ${9 - perPage} ${tag}`);

    // The page size follows the window: 3 at 700 px or less, 4 above.
    await pages.getByRole('button', { name: 'Page 1' }).click();
    await page.setViewportSize({ width: 700, height: 900 });
    await expect(reviewsOf(page)).toHaveCount(3);
    await expect(pages.getByRole('button', { name: /^Page / })).toHaveCount(3);
    await expect(reviewsOf(page).first()).toContainText(`Review 9 ${tag}`);
    await page.setViewportSize({ width: 701, height: 900 });
    await expect(reviewsOf(page)).toHaveCount(4);
    await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('a long list always offers its first and last pages', async ({ page }, testInfo) => {
    atOneWidth('review rules; the list and the form are checked on a phone above');
    const slug = programFor(testInfo, 'ui-designing', 'human-resource-management');
    const tag = String(Date.now());
    for (let i = 1; i <= 30; i++) await seedReview(page.request, slug, i, tag);
    await openReviews(page, `/${slug}`);
    const pages = page.getByRole('navigation', { name: 'Review pages' });
    const last = testInfo.project.name === 'desktop' ? 8 : 10;
    await pages.getByRole('button', { name: `Page ${last}` }).click();
    await expect(pages.getByRole('button', { name: `Page ${last}` })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(reviewsOf(page).last()).toContainText(`Review 1 ${tag}`);
    await pages.getByRole('button', { name: 'Page 1', exact: true }).click();
    await expect(reviewsOf(page).first()).toContainText(`Review 30 ${tag}`);
  });

  test('the owner deletes a review, which fades and is gone', async ({ page }, testInfo) => {
    atOneWidth('review rules; the list and the form are checked on a phone above');
    const slug = programFor(testInfo, 'cybersecurity', 'data-analytics');
    const comment = `Please remove me ${Date.now()}`;
    const posted = await page.request.post('/api/program-reviews/', {
      data: { program: slug, user_name: 'Spammer', comment, rating: 1 },
    });
    expect(posted.status()).toBe(201);

    await ownerSignedIn(page.context());

    await openReviews(page, `/${slug}`);
    const item = reviewsOf(page).filter({ hasText: comment });
    await expect(item).toHaveCount(1);
    // The deletion is held until the faded state has been seen, however slow the machine.
    let deleteHeader: string | undefined;
    let deleteSentAt = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/program-reviews/*/', async (route) => {
      deleteSentAt = Date.now();
      deleteHeader = route.request().headers()['x-user-email'];
      await held;
      await route.continue();
    });
    // Notes whether the review ever shows again once it has begun to fade.
    await item.evaluate((li) => {
      const seen = { faded: false, shownAgain: false };
      (window as unknown as { fade: typeof seen }).fade = seen;
      new MutationObserver(() => {
        if (li.classList.contains('opacity-0')) seen.faded = true;
        else if (seen.faded) seen.shownAgain = true;
      }).observe(li, { attributes: true, attributeFilter: ['class'] });
    });
    // The Delete button asks first; Cancel keeps the review.
    await item.getByRole('button', { name: 'Delete the review by Spammer' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this review?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(item).not.toHaveClass(/opacity-0/);
    await item.getByRole('button', { name: 'Delete the review by Spammer' }).click();
    const clickedAt = Date.now();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(item).toHaveClass(/opacity-0/);
    await expect.poll(() => deleteHeader).toBe(E2E_ADMIN_EMAIL);
    // It fades for 350 ms before the deletion is asked for.
    expect(deleteSentAt - clickedAt).toBeGreaterThanOrEqual(300);
    release();
    await expect(item).toHaveCount(0);
    const fade = await page.evaluate(
      () => (window as unknown as { fade: { faded: boolean; shownAgain: boolean } }).fade,
    );
    expect(fade).toEqual({ faded: true, shownAgain: false });
  });

  test('ratings come from the published reviews, on the program page and in the grid', async ({
    page,
  }, testInfo) => {
    atOneWidth('review rules; the list and the form are checked on a phone above');
    const slug = programFor(testInfo, 'finance-program', 'powerbi');
    const name = testInfo.project.name === 'desktop' ? 'Finance' : 'Power BI';
    const card = page.getByRole('link').filter({ has: page.getByRole('heading', { name }) });
    await page.goto('/programs');
    await expect(card).toContainText('No reviews yet');

    for (const [i, rating] of [5, 4, 4].entries()) {
      const posted = await page.request.post('/api/program-reviews/', {
        data: { program: slug, user_name: `Rater ${i}`, comment: 'Worth it', rating },
      });
      expect(posted.status()).toBe(201);
    }
    await page.goto(`/${slug}`);
    const heading = page.getByRole('main').locator('section').first();
    // Seen as '4.3 (3 reviews)' beside the stars; read out with what the figure means.
    await expect(heading).toContainText('Rated 4.3 out of 5 (3 reviews)');
    await page.goto('/programs');
    await expect(card).toContainText('Rated 4.3 out of 5 (3 reviews)');
    await expect(card).not.toContainText('No reviews yet');
  });

  test("a learner's review of a program they paid for says 'Verified learner'", async ({
    page,
    browser,
    request,
  }, testInfo) => {
    atOneWidth('review rules; the list and the form are checked on a phone above');
    const slug = programFor(testInfo, 'c', 'cpp');
    const program = testInfo.project.name === 'desktop' ? 'C Programming' : 'C++ Programming';
    const learner = await signedIn(page.request, newAccount('Verma'));
    // A paid order: the learner orders, and the owner marks it paid through the console's API.
    const number = await placeOrderByApi(page.request, learner, {
      program,
      plan: 'Basic Plan',
      plan_paise: 499900,
    });
    const owner = await browser.newContext();
    await ownerSignedIn(owner);
    const detail = await (await owner.request.get(`/api/staff/orders/${number}/`)).json();
    const paid = await owner.request.post(`/api/staff/orders/${number}/transitions/`, {
      data: { to: 'paid', version: detail.version, utr: freshUtr() },
    });
    expect(paid.status()).toBe(200);
    await owner.close();

    // A visitor's review, from a browser without the learner's session.
    await request.post('/api/program-reviews/', {
      data: { program: slug, user_name: 'Someone Else', comment: 'Heard it is good', rating: 4 },
    });
    await openReviews(page, `/${slug}`);
    const form = page.getByRole('form', { name: 'Write a review' });
    await form.getByLabel('Review').fill('Clear lessons and a patient mentor.');
    await form.locator('label', { hasText: '5 stars' }).click();
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(form.getByRole('status')).toHaveText('Thank you for your review!');

    const mine = reviewsOf(page).filter({ hasText: learner.username });
    await expect(mine).toContainText('Verified learner');
    await expect(reviewsOf(page).filter({ hasText: 'Someone Else' })).not.toContainText(
      'Verified learner',
    );
    await page.getByLabel('Verified only').check();
    await expect(reviewsOf(page)).toHaveCount(1);
    await expect(reviewsOf(page).first()).toContainText(learner.username);
  });

  test("a visitor cannot sign a review with an account's name", async ({
    page,
    request,
  }, testInfo) => {
    atOneWidth('review rules; the list and the form are checked on a phone above');
    const slug = programFor(testInfo, 'java', 'digital-marketing');
    const account = newAccount('Leela');
    // Someone else's browser has the account; this one is a visitor's.
    await registered(request, account);
    await openReviews(page, `/${slug}`);
    const form = page.getByRole('form', { name: 'Write a review' });
    await form.getByLabel('Name').fill(account.username.toUpperCase());
    await form.getByLabel('Review').fill('Pretending to be someone.');
    await form.locator('label', { hasText: '5 stars' }).click();
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'That name belongs to an account. Log in to review as yourself, or use another name.',
    );
  });

  test('a failed submission says so; a failed load shows an empty list', async ({ page }) => {
    atOneWidth('review rules; the list and the form are checked on a phone above');
    await page.route('**/api/program-reviews/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await openReviews(page, '/excel');
    await expect(page.getByText('No reviews yet for this program.')).toBeVisible();
    const form = page.getByRole('form', { name: 'Write a review' });
    await form.getByLabel('Name').fill('Kiran');
    await form.getByLabel('Review').fill('Good');
    await form.locator('label', { hasText: '4 stars' }).click();
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(form.getByRole('alert')).toHaveText('Failed to submit review.');
  });
});
