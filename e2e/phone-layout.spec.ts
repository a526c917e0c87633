import type { Locator, Page } from '@playwright/test';
import { newAccount, signedIn } from './support/accounts.ts';
import { paidInCohort } from './support/cohorts.ts';
import { expect, test } from './support/fixtures.ts';
import { otherBrowser } from './support/people.ts';
import { ownerSignedIn } from './support/staff.ts';

const isPhone = () => test.info().project.name === 'mobile';

/** Whether the element's box lies wholly inside the window as it is scrolled now. */
async function inFirstScreen(page: Page, locator: Locator): Promise<boolean> {
  const box = (await locator.boundingBox())!;
  const height = page.viewportSize()!.height;
  return box.y >= 0 && box.y + box.height <= height;
}

/** The visible buttons, links, fields and regions the floating chat button lies over. */
function coveredByChat(page: Page) {
  return page.evaluate(() => {
    const chat = document.querySelector('a[aria-label="Chat with us on WhatsApp"]');
    if (!chat || getComputedStyle(chat).display === 'none') return [];
    const c = chat.getBoundingClientRect();
    return [...document.querySelectorAll('a, button, input, textarea, select, [role="region"]')]
      .filter((el) => el !== chat && !chat.contains(el) && el.getClientRects().length > 0)
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.left < c.right && r.right > c.left && r.top < c.bottom && r.bottom > c.top;
      })
      .map((el) => el.outerHTML.slice(0, 80));
  });
}

test.describe('on a phone', () => {
  test("the program page keeps the price and 'View plans' at hand until the plans show", async ({
    page,
  }) => {
    await page.goto('/python');
    const bar = page.getByRole('region', { name: 'Plans and price' });
    if (!isPhone()) {
      await expect(page.getByRole('heading', { level: 1, name: 'Python' })).toBeVisible();
      await expect(bar).toBeHidden();
      return;
    }
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('From ₹4,999');
    // Typing in the enquiry form: the bar steps aside rather than cover a field.
    await page.getByRole('form', { name: 'Enquire about Python' }).getByLabel('Name').focus();
    await expect(bar).toBeHidden();
    await page.getByRole('form', { name: 'Enquire about Python' }).getByLabel('Name').blur();
    await expect(bar).toBeVisible();
    await bar.getByRole('link', { name: 'View plans' }).click();
    await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeInViewport();
    await expect(bar).toBeHidden();
    await page.screenshot({ path: 'test-results/phone-layout/program-plans.png' });
  });

  test("an enrolled learner's bar leads to their program, not to the plans", async ({
    page,
    browser,
  }, testInfo) => {
    test.skip(!isPhone(), "the bar is a phone's");
    await ownerSignedIn(page.context());
    const learnerPage = await otherBrowser(browser, testInfo);
    const learner = await signedIn(learnerPage.request, newAccount('Meera'));
    await paidInCohort(learnerPage.request, page.request, learner, null);

    await learnerPage.goto('/python');
    const bar = learnerPage.getByRole('region', { name: 'Plans and price' });
    await expect(bar.getByRole('link', { name: 'Go to your program' })).toHaveAttribute(
      'href',
      '/learn/python',
    );
    await expect(bar).toContainText('You are enrolled');
    await expect(bar.getByRole('link', { name: 'View plans' })).toHaveCount(0);
    await learnerPage.screenshot({ path: 'test-results/phone-layout/program-enrolled.png' });
  });

  test('/programs shows two cards a row with their starting price, and filters by category', async ({
    page,
  }) => {
    await page.goto('/programs');
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(cards).toHaveCount(20);
    await expect(cards.first()).toContainText('From ₹4,999');
    if (isPhone()) {
      const [first, second] = [
        (await cards.nth(0).boundingBox())!,
        (await cards.nth(1).boundingBox())!,
      ];
      expect(second.y).toBe(first.y);
      expect(second.x).toBeGreaterThan(first.x);
    }
    const categories = page.getByRole('navigation', { name: 'Categories' });
    await categories.getByRole('link', { name: 'Medical' }).click();
    await expect(page).toHaveURL('/programs?category=Medical');
    await expect(categories.getByRole('link', { name: 'Medical' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(cards).not.toHaveCount(20);
    for (const card of await cards.all()) await expect(card).toContainText('Medical');
    // The filter is in the address: a reload keeps it.
    await page.reload();
    await expect(categories.getByRole('link', { name: 'Medical' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await categories.getByRole('link', { name: 'All' }).click();
    await expect(cards).toHaveCount(20);
  });

  test("the home page's categories all show, none hidden off the side", async ({ page }) => {
    await page.goto('/');
    const tabs = page.getByRole('tablist', { name: 'Select Type' }).getByRole('tab');
    await expect(tabs).toHaveCount(7);
    // Measured where they stand: nothing scrolls them into view.
    const width = page.viewportSize()!.width;
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      const name = (await tab.textContent()) ?? '';
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(width);
    }
  });

  test('the chat button never lies over a control; the footer always has the chat link', async ({
    page,
  }) => {
    await page.goto('/python');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Chat on WhatsApp' }),
    ).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
    const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
    if (isPhone()) {
      await expect(chat).toBeHidden();
      return;
    }
    await expect(chat).toBeVisible();
    // Down the whole page, a screen at a time.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 600) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      expect(await coveredByChat(page), `at ${y} px`).toEqual([]);
    }
    await page.goto('/contact');
    expect(await coveredByChat(page)).toEqual([]);
    await page.goto('/login');
    await expect(chat).toHaveCount(0);
  });

  test('the cart and the checkout show the total beside the main button, above the list', async ({
    page,
  }) => {
    await signedIn(page.request, newAccount('Kavya'));
    const put = await page.request.put('/api/cart/', {
      data: {
        items: [
          { program: 'Python', plan: 'Pro Plan' },
          { program: 'Data Analytics', plan: 'Premium Plan' },
          { program: 'Excel', plan: 'Basic Plan' },
        ],
        referral_code: null,
      },
    });
    expect(put.status()).toBe(200);

    await page.goto('/addcart');
    const proceed = page.getByRole('link', { name: 'Proceed to checkout' });
    await expect(page.getByTestId('order-total')).toHaveText('₹29,997');
    if (isPhone()) {
      expect(await inFirstScreen(page, proceed)).toBe(true);
      expect(await inFirstScreen(page, page.getByTestId('order-total'))).toBe(true);
      await page.screenshot({ path: 'test-results/phone-layout/cart.png' });
    }

    await proceed.click();
    const details = page.getByRole('form', { name: 'Your details' });
    const button = details.getByRole('button', { name: 'Continue to payment' });
    await expect(details.getByText('Total to pay')).toBeVisible();
    await expect(details).toContainText('₹29,997');
    if (isPhone()) {
      // One column: the button and the amount come before the list of what is bought.
      const list = page.getByRole('region', { name: 'Order summary' });
      expect((await button.boundingBox())!.y).toBeLessThan((await list.boundingBox())!.y);
      await page.screenshot({ path: 'test-results/phone-layout/checkout.png', fullPage: true });
    }
  });
});

test.describe('small things a careful buyer notices', () => {
  test('the 404 page has one heading', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('main').getByRole('heading')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');
  });

  test('the contact page does not repeat its own help band', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Help' })).toHaveCount(0);
    await page.goto('/about');
    await expect(page.getByRole('region', { name: 'Help' })).toBeVisible();
  });

  test('a referral names the referrer by first name only', async ({ page }) => {
    await signedIn(page.request, newAccount('Rohan'));
    await page.request.put('/api/cart/', {
      data: { items: [{ program: 'Python', plan: 'Pro Plan' }], referral_code: null },
    });
    await page.goto('/addcart');
    await page.getByLabel('Referral code', { exact: true }).fill('MAV25A');
    await page.getByRole('button', { name: 'Apply' }).click();
    const applied = page.getByRole('status').filter({ hasText: 'Code MAV25A applied' });
    await expect(applied).toHaveText('Code MAV25A applied: 10% off, thanks to Aarav.');
  });
});
