import type { Page } from '@playwright/test';
import { newAccount, signedIn } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { invitedAs } from './support/mentors.ts';
import { freshUtr, otherBrowser, placeOrderByApi } from './support/people.ts';
import { ownerSignedIn } from './support/staff.ts';

/** The console's sections as the menu lists them to whoever is signed in on `page`. */
async function sections(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: /console/ });
  await expect(menu.getByRole('link').first()).toBeVisible();
  return (await menu.getByRole('link').allInnerTexts()).map((text) => text.trim());
}

test('each role finds its own console, and is told where its work is elsewhere', async ({
  page,
  browser,
}, testInfo) => {
  // A paid order, for the owner to refund and the others only to read.
  const learnerPage = await otherBrowser(browser, testInfo);
  const learner = await signedIn(learnerPage.request, newAccount('Kavya'));
  const number = await placeOrderByApi(learnerPage.request, learner);
  await ownerSignedIn(page.context());
  const { version } = await (await page.request.get(`/api/staff/orders/${number}/`)).json();
  const paid = await page.request.post(`/api/staff/orders/${number}/transitions/`, {
    data: { to: 'paid', version, utr: freshUtr() },
  });
  expect(paid.status()).toBe(200);

  const staffPage = await otherBrowser(browser, testInfo);
  const staff = await signedIn(staffPage.request, newAccount('Neha'));
  await invitedAs(page.request, staffPage.request, staff, 'staff');
  const accountantPage = await otherBrowser(browser, testInfo);
  const accountant = await signedIn(accountantPage.request, newAccount('Farhan'));
  await invitedAs(page.request, accountantPage.request, accountant, 'accountant');

  // The owner: every section, and the refund.
  await page.goto(`/staff/orders/${number}`);
  await expect(page.getByRole('button', { name: 'Record refund' })).toBeVisible();
  await expect.poll(() => sections(page)).toContain('Team');

  // Staff: everything but the team; the order, without the refund.
  await staffPage.goto(`/staff/orders/${number}`);
  await expect(staffPage.getByRole('heading', { level: 1 })).toContainText(number);
  await expect(staffPage.getByRole('button', { name: 'Record refund' })).toHaveCount(0);
  await expect
    .poll(() => sections(staffPage))
    .toEqual([
      'Dashboard',
      'Enquiries',
      'Orders',
      'Payments',
      'Reports',
      'Offers',
      'Catalogue',
      'Reviews',
      'Learners',
      'Cohorts',
      'Audit log',
    ]);
  await staffPage.goto('/staff/team');
  await expect(staffPage.getByRole('heading', { level: 1 })).toHaveText(
    'This page is not for your role',
  );

  // The accountant: orders, payments, reports and the audit log, read-only; enquiries are not
  // theirs, so the dashboard's count of them leads nowhere.
  await accountantPage.goto('/staff');
  await expect
    .poll(() => sections(accountantPage))
    .toEqual(['Dashboard', 'Orders', 'Payments', 'Reports', 'Offers', 'Catalogue', 'Audit log']);
  await expect(accountantPage.getByText('New enquiries')).toBeVisible();
  await expect(accountantPage.getByRole('link', { name: /New enquiries/ })).toHaveCount(0);
  await expect(accountantPage.getByRole('link', { name: /Payment reported/ })).toBeVisible();
  await accountantPage.goto('/staff/enquiries');
  await expect(accountantPage.getByRole('heading', { level: 1 })).toHaveText(
    'This page is not for your role',
  );
  await accountantPage.getByRole('link', { name: 'Go to Orders' }).click();
  await accountantPage.getByRole('link', { name: number }).first().click();
  await expect(accountantPage.getByRole('heading', { level: 1 })).toContainText(number);
  await expect(accountantPage.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect(accountantPage.getByRole('button', { name: 'Record refund' })).toHaveCount(0);
  await expect(accountantPage.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  // What the page hides, the server refuses.
  const refused = await accountantPage.request.post(`/api/staff/orders/${number}/transitions/`, {
    data: { to: 'cancelled', version: 2, reason: 'Trying' },
  });
  expect(refused.status()).toBe(403);
});
