import { newAccount, signedIn } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForMail } from './support/mailbox.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/quality.ts';
import { freshUtr, otherBrowser, placeOrderByApi } from './support/people.ts';
import { ownerSignedIn } from './support/staff.ts';

test.describe('staff console', () => {
  test('the owner invites staff, who confirm a reported payment the learner then sees', async ({
    page,
    browser,
    isMobile,
  }, testInfo) => {
    test.skip(isMobile, 'the desk on a phone is staff-day.spec.ts; this is the same console');
    // Three people in three browsers, and the console checked twice for accessibility.
    test.slow();
    // The learner orders a Python Pro Plan and says they have paid it.
    const learnerPage = await otherBrowser(browser, testInfo);
    const learner = await signedIn(learnerPage.request, newAccount('Kavya'));
    const number = await placeOrderByApi(learnerPage.request, learner);
    const reported = await learnerPage.request.post(`/api/orders/${number}/payment/`, {
      data: { utr: freshUtr() },
    });
    expect(reported.status()).toBe(200);

    // The owner invites a new member of staff from Team.
    await ownerSignedIn(page.context());
    const staffAccount = newAccount('Neha');
    await page.goto('/staff/team');
    const invitee = page.getByLabel('Email address to invite');
    // Someone else's address: the browser offers none of the owner's own.
    await expect(invitee).toHaveAttribute('autocomplete', 'off');
    await invitee.fill(staffAccount.email);
    await page.getByRole('button', { name: 'Invite' }).click();
    await expect(page.getByRole('status')).toContainText(
      `Invitation sent to ${staffAccount.email}`,
    );
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    // The invitation link, opened by the invited person signed in with that address.
    const mail = await waitForMail(
      (m) => m.to.includes(staffAccount.email) && /invited you/.test(m.subject),
    );
    const link = /https?:\/\/\S+\/staff\/accept-invite\?token=[\w-]+/.exec(mail.text)![0];
    const staffPage = await otherBrowser(browser, testInfo);
    await signedIn(staffPage.request, staffAccount);
    await staffPage.goto(new URL(link).pathname + new URL(link).search);
    await expect(staffPage.getByText(staffAccount.email)).toBeVisible();
    await staffPage.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(staffPage.getByRole('status')).toContainText('You are now staff.');

    // The staff member finds the order among the reported payments and marks it paid.
    await staffPage.goto('/staff');
    await staffPage.getByRole('link', { name: /payment reported/i }).click();
    await expect(staffPage).toHaveURL(/\/staff\/orders\?status=payment_reported/);
    await staffPage.getByRole('searchbox', { name: 'Search orders' }).fill(number);
    await staffPage.getByRole('searchbox', { name: 'Search orders' }).press('Enter');
    await staffPage.getByRole('link', { name: number }).click();
    await expect(staffPage.getByRole('heading', { level: 1 })).toContainText(number);
    await expectNoAxeViolations(staffPage);
    await expectNoSidewaysScroll(staffPage);

    await staffPage.getByRole('button', { name: 'Mark as paid' }).click();
    const dialog = staffPage.getByRole('dialog');
    // Each run's own reference: a UTR confirms one order only.
    const utr = freshUtr();
    await dialog.getByLabel('UPI reference (UTR)').fill(`${utr.slice(0, 4)} ${utr.slice(4)}`);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Confirm: mark as paid' }).click();
    await expect(staffPage.getByRole('status')).toContainText('Order marked as paid.');
    await expect(staffPage.getByText(utr).first()).toBeVisible();

    // The learner is told, and sees it paid on their profile.
    await waitForMail(
      (m) =>
        m.to.includes(learner.email) &&
        m.subject.startsWith('Payment received: you are enrolled') &&
        m.text.includes(number),
    );
    await learnerPage.goto('/profile');
    const orders = learnerPage.getByRole('region', { name: 'My orders' });
    await expect(orders.getByRole('listitem').filter({ hasText: number })).toContainText('Paid');

    // The change is in the audit log, in words, with who made it.
    await page.goto(`/staff/audit?record_type=order&record_id=${number}`);
    await expect(page.getByRole('table')).toContainText(`Marked as paid: UTR ${utr}`);
    await expect(page.getByRole('table')).toContainText(staffAccount.username);
    await learnerPage.context().close();
    await staffPage.context().close();
  });

  test('a learner is refused the console, and a visitor is sent to log in', async ({ page }) => {
    await page.goto('/staff/orders');
    await expect(page).toHaveURL(/\/login\?next=%2Fstaff%2Forders/);
    await signedIn(page.request, newAccount('Ravi'));
    await page.goto('/staff/orders');
    await expect(
      page.getByRole('heading', { name: "You don't have access to the staff console" }),
    ).toBeVisible();
    const robots = page.locator('meta[name="robots"]');
    await expect(robots).toHaveAttribute('content', /noindex/);
  });
});
