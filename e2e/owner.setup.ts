import { registered, signUpCodeMailedTo } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { E2E_OWNER, OWNER_STATE } from './support/staff.ts';

// Runs once, before every other test: the ADMIN_EMAIL account proves its address and so
// becomes the owner.
test('the ADMIN_EMAIL account becomes the owner by proving its address', async ({ page }) => {
  await registered(page.request, E2E_OWNER, { proved: false });

  await page.goto('/staff');
  const claim = page.getByRole('region', { name: 'Claim the owner role' });
  await expect(claim).toContainText('Enter the 6-digit code we emailed you when you signed up');
  const proof = page.getByRole('region', { name: 'Confirm your email address' });
  await proof.getByLabel('Code from the email').fill(await signUpCodeMailedTo(E2E_OWNER.email));
  await proof.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('region', { name: 'Email address confirmed' })).toContainText(
    'You are now the owner',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Team' })).toBeVisible();
  await page.context().storageState({ path: OWNER_STATE });
});
