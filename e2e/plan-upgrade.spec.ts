import { newAccount, signedIn } from './support/accounts.ts';
import { paidInCohort } from './support/cohorts.ts';
import { expect, test } from './support/fixtures.ts';
import { freshUtr, otherBrowser } from './support/people.ts';
import { ownerSignedIn } from './support/staff.ts';

// Issue 35: an enrolled learner is offered the plans above theirs for the difference, on the
// phone where the issue saw the program page.
test('an enrolled learner upgrades to a higher plan, paying the difference', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'seen on a phone; the cards are the same on both');
  await ownerSignedIn(page.context());
  const learnerPage = await otherBrowser(browser, testInfo);
  const learner = await signedIn(learnerPage.request, newAccount('Kabir'));
  await paidInCohort(learnerPage.request, page.request, learner, null, {
    plan: 'Basic Plan',
    plan_paise: 499900,
  });

  await learnerPage.goto('/python#plans-section');
  const plans = learnerPage.locator('#plans-section');
  await expect(plans.getByText('Your plan', { exact: true })).toBeVisible();
  await expect(
    plans.getByRole('button', { name: 'Upgrade for ₹10,000: Premium Plan' }),
  ).toBeVisible();
  await plans.getByRole('button', { name: 'Upgrade for ₹5,000: Pro Plan' }).click();
  const dialog = learnerPage.getByRole('dialog', { name: 'Upgrade Python to Pro for ₹5,000?' });
  await expect(dialog).toContainText('You keep your cohort and progress');
  await learnerPage.screenshot({ path: 'test-results/plan-upgrade/confirm.png' });
  await dialog.getByRole('button', { name: 'Upgrade' }).click();

  await expect(learnerPage).toHaveURL(/\/orders\/ORD-/);
  await expect(learnerPage.getByText('Upgrade from Basic Plan')).toBeVisible();
  await expect(learnerPage.getByText('₹5,000').first()).toBeVisible();
  const number = decodeURIComponent(learnerPage.url().split('/orders/')[1]!.replace(/\/$/, ''));

  // Staff confirm the payment; the learner's plan is Pro from then on.
  const orderPath = `/api/staff/orders/${encodeURIComponent(number)}/`;
  const { version } = (await (await page.request.get(orderPath)).json()) as { version: number };
  const paid = await page.request.post(`${orderPath}transitions/`, {
    data: { to: 'paid', version, utr: freshUtr() },
  });
  expect(paid.status()).toBe(200);
  await learnerPage.goto('/python#plans-section');
  await expect(
    plans.getByRole('button', { name: 'Upgrade for ₹5,000: Premium Plan' }),
  ).toBeVisible();
  await expect(plans.getByRole('button', { name: /Pro Plan/ })).toHaveCount(0);
  await learnerPage.screenshot({ path: 'test-results/plan-upgrade/after.png', fullPage: false });
});
