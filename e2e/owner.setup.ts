import { codeMailedTo, signedIn } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { E2E_OWNER, OWNER_STATE } from './support/staff.ts';

// Runs once, before every other test: the owner proves ADMIN_EMAIL from the console.
test('the ADMIN_EMAIL account claims the owner role with a mailed code', async ({ page }) => {
  await signedIn(page.request, E2E_OWNER);

  await page.goto('/staff');
  const claim = page.getByRole('region', { name: 'Claim the owner role' });
  await expect(claim).toBeVisible();
  await claim.getByRole('button', { name: 'Email me a code' }).click();
  const code = await codeMailedTo(E2E_OWNER.email);
  await claim.getByLabel('Code from the email').fill(code);
  await claim.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Team' })).toBeVisible();
  await page.context().storageState({ path: OWNER_STATE });
});
