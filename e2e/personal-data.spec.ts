import fs from 'node:fs';
import { newAccount, signedIn } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForMail } from './support/mailbox.ts';
import { E2E_IDENTITY } from './support/ports.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/quality.ts';

test.describe('the terms and the privacy policy', () => {
  test('are linked from the footer and read well', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    const main = page.getByRole('main');
    // The grievance contact comes from configuration; the periods from what the server does.
    await expect(main).toContainText(
      `${E2E_IDENTITY.GRIEVANCE_OFFICER_NAME} at ${E2E_IDENTITY.GRIEVANCE_EMAIL}`,
    );
    await expect(main).toContainText('30 days unused, or 180 days at most');
    await expect(main).toContainText('Data Protection Board of India');
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Governing law/ })).toBeVisible();
    await main.getByRole('link', { name: 'refund and cancellation policy' }).click();
    await expect(page).toHaveURL(/\/refund-cancellation-policy$/);
  });

  test('sign-up says that signing up means agreeing to them (checkout: checkout.spec.ts)', async ({
    page,
  }) => {
    await page.goto('/signup');
    const consent = page.getByText('By signing up you agree to the Terms and Privacy Policy.');
    await expect(consent).toBeVisible();
    await expect(consent.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    await expect(consent.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});

test.describe("a person's data, from the profile", () => {
  test('downloads as a JSON file of the account', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'a file download is the same at any width');
    const account = await signedIn(page.request, newAccount('Ishaan'));
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Your data' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('link', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mentora-data-\d{4}-\d\d-\d\d\.json$/);
    const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
    expect(data.account).toMatchObject({ username: account.username, email: account.email });
    expect(data).toHaveProperty('orders');
  });

  test('is erased when the person deletes their account, with their password', async ({ page }) => {
    const account = await signedIn(page.request, newAccount('Farah'));
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete my account' });
    const password = dialog.getByLabel('Password', { exact: true });
    await password.fill('not my password');
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    // The refusal is the password's: said on it, and the focus goes there to mend it.
    await expect(password).toHaveAccessibleDescription('Your password is not right.');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toBeFocused();
    await expectNoAxeViolations(page);

    await password.fill(account.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    const done = page.getByRole('dialog', { name: 'Account deleted' });
    await expect(done).toContainText('Your account is deleted.');
    await done.getByRole('button', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get('/api/profile/')).status()).toBe(401);

    const goodbye = await waitForMail(
      (m) => m.to.includes(account.email) && m.subject.startsWith('Your account was deleted'),
    );
    expect(goodbye.text).toContain('Your orders and invoices are kept');
    const login = await page.request.post('/api/login/', {
      data: { username: account.email, password: account.password },
    });
    expect(login.status()).not.toBe(200);
  });
});
